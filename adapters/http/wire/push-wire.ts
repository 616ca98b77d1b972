import type { PushTexts } from 'matka-core/player';
import type * as v from 'valibot';
import type { pushKeyAnswer } from '../../../contract/player/content.js';
import type { SuccessWire } from '../../../contract/player/envelope.js';

/** push-key's answer: the server's VAPID public key (base64url), when it has Web Push set up. */
export type PushKeyWire = v.InferOutput<typeof pushKeyAnswer>;

/** push-subscribe's payload: the browser's `PushSubscription.toJSON()` and the words to send. */
export interface PushSubscribePayload {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  texts: PushTexts;
}

/** Web Push's calls on the wire (docs/web-push.md). */
export interface PushWire {
  pushKey(): Promise<PushKeyWire>;
  subscribe(payload: PushSubscribePayload): Promise<SuccessWire>;
  unsubscribe(payload: { endpoint: string }): Promise<SuccessWire>;
}
