import type { PushGateway } from 'matka-core/player';
import { succeeded } from './port-answer-of.js';
import type { JsonClient } from './json-client.js';
import { portAnswerOf, wordsOf } from './port-answer-of.js';
import type { PushWire } from './wire/push-wire.js';
import { successAnswer } from '../../contract/player/envelope.js';
import { pushKeyAnswer } from '../../contract/player/content.js';

/** Web Push's calls (docs/web-push.md) over HTTP, as the player API takes and answers them. */
export class HttpPushWire implements PushWire {
  constructor(private readonly json: JsonClient) {}

  pushKey: PushWire['pushKey'] = () => this.json.call('push-key', 'POST', {}, pushKeyAnswer);
  subscribe: PushWire['subscribe'] = (p) => this.json.call('push-subscribe', 'POST', { ...p }, successAnswer);
  unsubscribe: PushWire['unsubscribe'] = (p) => this.json.call('push-unsubscribe', 'POST', { ...p }, successAnswer);
}

/** Web Push's port over HTTP: the server's key, and this device in or out. */
export class HttpPushGateway implements PushGateway {
  private readonly port: PushGateway;

  constructor(json: JsonClient) {
    this.port = pushOverWire(new HttpPushWire(json));
  }

  pushKey: PushGateway['pushKey'] = () => this.port.pushKey();
  subscribe: PushGateway['subscribe'] = (device) => this.port.subscribe(device);
  unsubscribe: PushGateway['unsubscribe'] = (device) => this.port.unsubscribe(device);
}

/** Web Push's port over the player API's wire (HTTP, or a test's scripted answers). */
export function pushOverWire(wire: PushWire): PushGateway {
  return {
    // A key is what the call is for: an answer without one is a refusal, in the server's words if any.
    pushKey: async () =>
      portAnswerOf(await wire.pushKey(), (answer) => answer.public_key ?? '', {
        flag: (answer) =>
          succeeded(answer.success) && typeof answer.public_key === 'string' && answer.public_key !== '',
      }),
    subscribe: async (device) =>
      portAnswerOf(
        await wire.subscribe({ endpoint: device.endpoint, keys: device.keys, texts: device.texts }),
        wordsOf,
        { flag: (answer) => answer.success },
      ),
    // Its success flag is not read: the device has already left its subscription, and a server
    // that did not forget the endpoint only sends to one that no longer receives.
    unsubscribe: async (device) => portAnswerOf(await wire.unsubscribe({ endpoint: device.endpoint }), wordsOf),
  };
}
