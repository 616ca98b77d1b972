import type * as v from 'valibot';
import type { ContentQuery } from '../../../contract/player/history-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';
import type { contentAnswer, notificationRecord, notificationsAnswer } from '../../../contract/player/content.js';

export type NotificationRecord = v.InferOutput<typeof notificationRecord>;

/** Rules, videos and notifications on the wire. */
export interface ContentWire {
  /** `withdraw-details-get` with onlyContent: the HTML of the rules or the videos page. */
  content(payload: RequestBody<typeof ContentQuery>): Promise<v.InferOutput<typeof contentAnswer>>;
  /** `bell-notifications` (form). */
  notifications(): Promise<v.InferOutput<typeof notificationsAnswer>>;
}
