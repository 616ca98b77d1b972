// The player API's content answers (the rules and videos pages, the bell notifications) and Web
// Push's key, written once. The adapters read them with these schemas; the server types its
// answers with what the schemas take (their input types).
import * as v from 'valibot';
import { amount, envelopeEntries, flag, list, textField } from './envelope.js';

/** withdraw-details-get with onlyContent: the HTML of the rules or the videos page. */
export const contentAnswer = v.looseObject({ ...envelopeEntries, content: textField });

/** One notification of the bell. */
export const notificationRecord = v.looseObject({
  sn: v.optional(amount, ''),
  date: textField,
  title: textField,
  notification: textField,
});

/** bell-notifications (legacy form): the notifications to every player and to this one. */
export const notificationsAnswer = v.looseObject({ ...envelopeEntries, data: list(notificationRecord) });

/** push-key: the server's VAPID public key (base64url), when it has Web Push set up (docs/web-push.md). */
export const pushKeyAnswer = v.looseObject({
  ...envelopeEntries,
  success: v.nullish(flag, false),
  public_key: v.optional(v.string()),
});

/** What the server sends, as the schemas take it. */
export type ContentAnswer = v.InferInput<typeof contentAnswer>;
export type NotificationsAnswer = v.InferInput<typeof notificationsAnswer>;
export type PushKeyAnswer = v.InferInput<typeof pushKeyAnswer>;
