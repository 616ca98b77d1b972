import { isValidMobile } from '../accounts/account-rules.js';
import type { ConsolePage } from '../ports/console-answer.js';
import type {
  BannerRow,
  ContentAdminGateway,
  ContentPageKey,
  SentNotification,
} from '../ports/content-admin-gateway.js';
import { bannerImageError, bannerLinkError } from './banner-rules.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The longest rules or videos page the server keeps. */
export const MAX_CONTENT_HTML = 100_000;
export const MAX_NOTIFICATION_TITLE = 120;
export const MAX_NOTIFICATION_TEXT = 2000;

/** A file the operator picked: its type and size are judged before its bytes are read. */
export interface PickedImage {
  type: string;
  bytes: number;
  /** The file as a base64 data URL. */
  read(): Promise<string>;
}

export interface NotificationForm {
  title: string;
  notification: string;
  to: 'everyone' | 'player';
  mobile: string;
}

/**
 * The console's content (owner, support): the rules and videos pages, home's banners and
 * notifications. Input is checked here first, by the same rules the server applies, so the
 * operator reads the reason beside the field and keeps what they typed.
 */
export class ContentEditor {
  private readonly flight = new KeyedFlight<OperatorOutcome<BannerRow[]>>();

  constructor(
    private readonly content: ContentAdminGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  pages(): Promise<OperatorOutcome<Record<ContentPageKey, string>>> {
    return this.policy.run(() => this.content.pages());
  }

  savePage(key: ContentPageKey, html: string): Promise<OperatorOutcome<void>> {
    if (html.length > MAX_CONTENT_HTML)
      return Promise.resolve(badInput(operatorText('pageTooLong', { max: MAX_CONTENT_HTML }), 'html'));
    return this.policy.run(() => this.content.savePage({ key, html }));
  }

  banners(): Promise<OperatorOutcome<BannerRow[]>> {
    return this.policy.run(() => this.content.banners());
  }

  async addBanner(form: { image: PickedImage | undefined; link: string }): Promise<OperatorOutcome<BannerRow[]>> {
    if (!form.image) return badInput(operatorText('chooseBannerImage'), 'image');
    const imageError = bannerImageError(form.image.type, form.image.bytes);
    if (imageError) return badInput(imageError, 'image');
    const link = form.link.trim();
    const linkError = bannerLinkError(link);
    if (linkError) return badInput(linkError, 'link');
    const image = await form.image.read();
    return this.flight.run('add', () => this.policy.run(() => this.content.addBanner({ image, link })));
  }

  moveBanner(id: string, direction: 'up' | 'down'): Promise<OperatorOutcome<BannerRow[]>> {
    return this.flight.run(id, () => this.policy.run(() => this.content.moveBanner({ id, direction })));
  }

  removeBanner(id: string): Promise<OperatorOutcome<BannerRow[]>> {
    return this.flight.run(id, () => this.policy.run(() => this.content.removeBanner({ id })));
  }

  notifications(page: number): Promise<OperatorOutcome<ConsolePage<SentNotification>>> {
    return this.policy.run(() => this.content.notifications({ page }));
  }

  /** What is wrong with a notification form, beside its field; undefined when it may be sent. */
  notificationError(form: NotificationForm): OperatorOutcome<never> | undefined {
    const title = form.title.trim();
    const notification = form.notification.trim();
    if (title === '') return badInput(operatorText('enterTitle'), 'title');
    if (title.length > MAX_NOTIFICATION_TITLE)
      return badInput(operatorText('titleTooLong', { max: MAX_NOTIFICATION_TITLE }), 'title');
    if (notification === '') return badInput(operatorText('enterNotification'), 'notification');
    if (notification.length > MAX_NOTIFICATION_TEXT)
      return badInput(operatorText('notificationTooLong', { max: MAX_NOTIFICATION_TEXT }), 'notification');
    if (form.to === 'player' && !isValidMobile(form.mobile.trim()))
      return badInput(operatorText('enterPlayerMobile'), 'mobile');
    return undefined;
  }

  /** How many players a notification to everyone reaches: the console asks to confirm with it. */
  notificationAudience(): Promise<OperatorOutcome<{ players: number }>> {
    return this.policy.run(() => this.content.notificationAudience());
  }

  sendNotification(form: NotificationForm): Promise<OperatorOutcome<void>> {
    const error = this.notificationError(form);
    if (error) return Promise.resolve(error);
    const title = form.title.trim();
    const notification = form.notification.trim();
    const mobile = form.mobile.trim();
    return this.policy.run(() =>
      this.content.sendNotification({ title, notification, ...(form.to === 'player' ? { mobile } : {}) }),
    );
  }
}
