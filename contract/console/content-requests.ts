// The console's content and report calls (docs/console-api.md), each a schema over request-fields.ts;
// the server parses them with these and the console adapters send `RequestBody` of them.
import * as v from 'valibot';
import { sent } from '../requests/request-fields.js';
import { MAX_BANNER_LINK_LENGTH, MAX_CONTENT_HTML } from 'matka-core/console';
import { day, optionalText, page } from './request-fields.js';

const MAX_PAGE_HTML = MAX_CONTENT_HTML;

export const PageHtml = v.object({
  html: v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string', 'html must be text (it may be empty).'),
    v.check(
      (value) => (value as string).length <= MAX_PAGE_HTML,
      `The page is too long (at most ${MAX_PAGE_HTML} characters).`,
    ),
    v.transform((value) => value as string),
  ),
});

/** A banner: the image as a data URL (judged by the content desk, which reads its bytes), and a link. */
export const NewBanner = v.object({
  image: v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value !== '', 'Choose an image for the banner.'),
    v.transform((value) => value as string),
  ),
  link: optionalText('Link', MAX_BANNER_LINK_LENGTH),
});

export const BannerMove = v.object({
  direction: v.pipe(
    sent<'up' | 'down'>(),
    v.check((value) => value === 'up' || value === 'down', 'direction must be up or down.'),
    v.transform((value) => value as 'up' | 'down'),
  ),
});

export const NotificationPage = v.object({ page });

/** A report's days, inclusive: both, one (that day alone), or none (today). */
export const ReportRange = v.object({ from: day('from'), to: day('to') });
