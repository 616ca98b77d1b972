import type { ContentGateway, PlayerNotification } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { portAnswerOf } from './port-answer-of.js';
import type { ContentWire, NotificationRecord } from './wire/content-wire.js';
import { contentAnswer, notificationsAnswer } from '../../contract/player/content.js';

/** Rules and videos (withdraw-details-get with onlyContent) and the bell notifications (form), as the player API takes and answers them. */
export class HttpContentWire implements ContentWire {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  content: ContentWire['content'] = (p) => this.json.call('withdraw-details-get', 'POST', p, contentAnswer);
  notifications: ContentWire['notifications'] = () => this.legacy.post('bell-notifications', {}, notificationsAnswer);
}

/** The content port over HTTP. */
export class HttpContentGateway implements ContentGateway {
  private readonly port: ContentGateway;

  constructor(json: JsonClient, legacy: LegacyFormClient) {
    this.port = contentOverWire(new HttpContentWire(json, legacy));
  }

  page: ContentGateway['page'] = (which) => this.port.page(which);
  notifications: ContentGateway['notifications'] = () => this.port.notifications();
}

/** The content port over the player API's wire (HTTP, or a test's scripted answers). */
export function contentOverWire(wire: ContentWire): ContentGateway {
  return {
    page: async (which) =>
      portAnswerOf(await wire.content({ onlyContent: which === 'gameRules' ? 'game_rules' : 'videos' }), (answer) =>
        typeof answer.content === 'string' ? answer.content : '',
      ),
    notifications: async () =>
      portAnswerOf(await wire.notifications(), (answer) => (answer.data ?? []).map(notificationOf)),
  };
}

/** A field as text; '' when missing. */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function notificationOf(record: NotificationRecord): PlayerNotification {
  return {
    id: textOf(record.sn),
    date: textOf(record.date),
    title: textOf(record.title),
    body: textOf(record.notification),
  };
}
