import type { PushSubscribeCommand, PushUnsubscribeCommand } from '../../../contract/player/push-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';
import type * as v from 'valibot';
import type { pushKeyAnswer } from '../../../contract/player/content.js';
import type { SuccessWire } from '../../../contract/player/envelope.js';

/** push-key's answer: the server's VAPID public key (base64url), when it has Web Push set up. */
export type PushKeyWire = v.InferOutput<typeof pushKeyAnswer>;

/** push-subscribe's payload: the browser's `PushSubscription.toJSON()` and the words to send. */
export type PushSubscribePayload = RequestBody<typeof PushSubscribeCommand>;

/** Web Push's calls on the wire (docs/web-push.md). */
export interface PushWire {
  pushKey(): Promise<PushKeyWire>;
  subscribe(payload: PushSubscribePayload): Promise<SuccessWire>;
  unsubscribe(payload: RequestBody<typeof PushUnsubscribeCommand>): Promise<SuccessWire>;
}
