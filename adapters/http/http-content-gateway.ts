import * as v from 'valibot';
import type { ContentGateway } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { amount, envelopeEntries, list, textField } from './wire.js';

const content = v.looseObject({ ...envelopeEntries, content: textField });
const notifications = v.looseObject({
  ...envelopeEntries,
  data: list(v.looseObject({ sn: v.optional(amount, ''), date: textField, title: textField, notification: textField })),
});

/** Rules and videos (withdraw-details-get with onlyContent) and the bell notifications (form). */
export class HttpContentGateway implements ContentGateway {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  content: ContentGateway['content'] = (p) => this.json.call('withdraw-details-get', 'POST', p, content);
  notifications: ContentGateway['notifications'] = () => this.legacy.post('bell-notifications', {}, notifications);
}
