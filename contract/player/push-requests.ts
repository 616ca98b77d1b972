// Web Push's subscribe and unsubscribe requests, written once: the server parses them with
// these schemas, and the push adapter sends `RequestBody` of them.
import * as v from 'valibot';
import { PUSH_TEXT_KEYS, type PushTexts } from 'matka-core/player';
import { said } from '../requests/refusal-words.js';

const notASubscription = said('pushSubscriptionInvalid');
/** A key of the browser's PushSubscription: base64url, as `toJSON()` gives it. */
const base64url = (max: number) =>
  v.pipe(
    v.string(notASubscription),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, notASubscription),
    v.maxLength(max, notASubscription),
  );
const words = v.pipe(v.string(notASubscription), v.minLength(1, notASubscription), v.maxLength(200, notASubscription));

/**
 * push-subscribe: the device's PushSubscription as `toJSON()` gives it
 * (the https endpoint of its push service), and
 * the notification texts in the player's language ({market}, {amount} and {result} filled in).
 */
export const PushSubscribeCommand = v.object({
  endpoint: v.pipe(
    v.string(notASubscription),
    v.maxLength(1000, notASubscription),
    v.check((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, notASubscription),
  ),
  keys: v.object({ p256dh: base64url(200), auth: base64url(100) }, notASubscription),
  texts: v.object(
    Object.fromEntries(PUSH_TEXT_KEYS.map((key) => [key, words])) as Record<keyof PushTexts, typeof words>,
    notASubscription,
  ),
});

/** push-unsubscribe: the endpoint of the device that opts out. */
export const PushUnsubscribeCommand = v.object({
  endpoint: v.pipe(v.string(notASubscription), v.maxLength(1000, notASubscription)),
});
export type PushUnsubscribeCommand = v.InferOutput<typeof PushUnsubscribeCommand>;
