import type { Envelope } from '../session/envelope.js';
import { token } from './token.js';

export interface NotificationRecord {
  sn: string | number;
  date: string;
  title: string;
  notification: string;
}

/** Rules, videos and notifications. */
export interface ContentGateway {
  /** `withdraw-details-get` with onlyContent: the HTML of the rules or the videos page. */
  content(payload: { onlyContent: 'game_rules' | 'videos' }): Promise<Envelope & { content: string }>;
  /** `bell-notifications` (form). */
  notifications(): Promise<Envelope & { data: NotificationRecord[] }>;
}
export const ContentGateway = token<ContentGateway>('ContentGateway');
