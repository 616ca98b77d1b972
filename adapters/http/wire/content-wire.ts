import type { WireEnvelope } from '../port-answer-of.js';

export interface NotificationRecord {
  sn: string | number;
  date: string;
  title: string;
  notification: string;
}

/** Rules, videos and notifications on the wire. */
export interface ContentWire {
  /** `withdraw-details-get` with onlyContent: the HTML of the rules or the videos page. */
  content(payload: { onlyContent: 'game_rules' | 'videos' }): Promise<WireEnvelope & { content: string }>;
  /** `bell-notifications` (form). */
  notifications(): Promise<WireEnvelope & { data: NotificationRecord[] }>;
}
