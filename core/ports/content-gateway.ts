import type { PortAnswer } from './port-answer.js';
import { token } from './token.js';

/** The pages of server HTML the app shows: the game rules and the videos. */
export type InfoPage = 'gameRules' | 'videos';

/** A notification of the player's bell list. */
export interface PlayerNotification {
  /** The notification's number, as the server keeps it ('' when not sent). */
  id: string;
  /** When it was sent, as the server words it. */
  date: string;
  title: string;
  /** What it says. */
  body: string;
}

/** Rules, videos and notifications. */
export interface ContentGateway {
  /** The HTML of the rules or the videos page, as the server sends it: the UI must sanitise it before showing it. */
  page(which: InfoPage): Promise<PortAnswer<string>>;
  /** The player's bell notifications, newest first as the server sends them. */
  notifications(): Promise<PortAnswer<PlayerNotification[]>>;
}
export const ContentGateway = token<ContentGateway>('ContentGateway');
