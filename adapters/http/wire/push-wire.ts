import type { PushTexts } from 'matka-core/player';
import type { SuccessWire } from './betting-wire.js';

/** push-key's answer: the server's VAPID public key (base64url), when it has Web Push set up. */
export interface PushKeyWire extends SuccessWire {
  public_key?: string | undefined;
}

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
