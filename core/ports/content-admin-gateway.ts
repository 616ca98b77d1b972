import type { ConsoleAnswer, ConsolePage } from './console-answer.js';
import { token } from './token.js';

/** The pages of HTML players read: the rules and the videos page. */
export type ContentPageKey = 'game_rules' | 'videos';

export interface BannerRow {
  id: string;
  /** The image as stored: a data URL (or, for older banners, a web address). */
  image: string;
  link: string;
  position: number;
}

export interface SentNotification {
  id: string;
  sentAt: string;
  title: string;
  notification: string;
  /** The player's mobile, or undefined: sent to everyone. */
  to?: string | undefined;
}

/** What the console content section changes (owner, support). */
export interface ContentAdminGateway {
  pages(): Promise<ConsoleAnswer<Record<ContentPageKey, string>>>;
  savePage(request: { key: ContentPageKey; html: string }): Promise<ConsoleAnswer<void>>;
  banners(): Promise<ConsoleAnswer<BannerRow[]>>;
  addBanner(request: { image: string; link: string }): Promise<ConsoleAnswer<BannerRow[]>>;
  moveBanner(request: { id: string; direction: 'up' | 'down' }): Promise<ConsoleAnswer<BannerRow[]>>;
  removeBanner(request: { id: string }): Promise<ConsoleAnswer<BannerRow[]>>;
  notifications(request: { page: number }): Promise<ConsoleAnswer<ConsolePage<SentNotification>>>;
  sendNotification(request: { title: string; notification: string; mobile?: string }): Promise<ConsoleAnswer<void>>;
  /** How many players a notification to everyone reaches. */
  notificationAudience(): Promise<ConsoleAnswer<{ players: number }>>;
}
export const ContentAdminGateway = token<ContentAdminGateway>('ContentAdminGateway');
