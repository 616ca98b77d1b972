import * as v from 'valibot';
import type { PushGateway } from 'matka-core/player';
import type { JsonClient } from './json-client.js';
import { envelopeEntries, flag, successAnswer } from './wire.js';

const pushKey = v.looseObject({
  ...envelopeEntries,
  success: v.nullish(flag, false),
  public_key: v.optional(v.string()),
});

/** Web Push's calls (docs/web-push.md): the server's key, and this device in or out. */
export class HttpPushGateway implements PushGateway {
  constructor(private readonly json: JsonClient) {}

  pushKey: PushGateway['pushKey'] = () => this.json.call('push-key', 'POST', {}, pushKey);
  subscribe: PushGateway['subscribe'] = (p) => this.json.call('push-subscribe', 'POST', p, successAnswer);
  unsubscribe: PushGateway['unsubscribe'] = (p) => this.json.call('push-unsubscribe', 'POST', p, successAnswer);
}
