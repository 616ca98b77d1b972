// The content desk on the console's API (docs/console-api.md, "Calls": content, banners,
// notifications): the rules and videos pages, home's banners and the notifications sent,
// what the server answers, written once. The console's adapter reads the answers with
// these schemas; the server types its answers with what the schemas take (their input
// types), so whatever it sends, the console can read.
import * as v from 'valibot';
import { id, maybe, pageOf, words } from './console-wire.js';
import { count } from './reports.js';

/** GET content: the HTML of the rules and videos pages as stored ('' when never set). */
export const contentPages = v.object({ game_rules: words, videos: words });

/** A banner of home's, in the order the player sees them (position from 1). */
export const bannerRow = v.object({ id, image: v.string(), link: words, position: v.number() });

/** GET banners, and each change of them: every banner. */
export const bannerList = v.pipe(
  v.object({ rows: v.array(bannerRow) }),
  v.transform((answer) => answer.rows),
);

/** A notification sent: to one player (their mobile), or to everyone (none). */
export const sentNotification = v.object({
  id,
  sentAt: v.string(),
  title: words,
  notification: words,
  to: maybe(v.string()),
});

/** GET notifications: a page of those sent, newest first. */
export const notificationPage = pageOf(sentNotification);

/** GET notifications/audience: how many players a notification to everyone reaches. */
export const notificationAudience = v.object({ players: count });

export type ContentPagesAnswer = v.InferInput<typeof contentPages>;
export type BannerListAnswer = v.InferInput<typeof bannerList>;
export type NotificationPageAnswer = v.InferInput<typeof notificationPage>;
export type NotificationAudienceAnswer = v.InferInput<typeof notificationAudience>;
