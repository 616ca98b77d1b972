import { bannerLinkError, englishOperatorText } from 'matka-core/console';
import type {
  BannerListAnswer,
  ContentPagesAnswer,
  NotificationPageAnswer,
} from '../../../contract/console/content.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import { bannerImage } from './banner-image.js';
import type { Clock } from '../platform/clock.js';
import { NotFound } from '../platform/console-refusals.js';
import { CONSOLE_PAGE_SIZE, cappedCount, consoleTime, offsetOf, paged } from '../platform/console-format.js';
import { Refusal } from '../platform/refusal.js';

/** The HTML pages of the content desk: the game rules and the videos page. */
export const CONTENT_PAGES = ['game_rules', 'videos'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

interface BannerRow {
  id: number;
  image: string;
  refer: string;
}

/** What the trail keeps of a banner: not its bytes (they can be a megabyte), but what tells it apart. */
const bannerRecord = (row: BannerRow) => ({
  id: Number(row.id),
  link: row.refer,
  type: /^data:([^;,]+)/.exec(row.image)?.[1] ?? 'url',
  chars: row.image.length,
});

/** A content page named by a caller (the console's path, the bearer API's `key`): 404 for any other. */
export function contentPage(key: unknown): ContentPage {
  if (!CONTENT_PAGES.includes(key as ContentPage))
    throw new NotFound(
      `There is no content page ${typeof key === 'string' ? key.slice(0, 40) : '(none)'}: game_rules or videos.`,
    );
  return key as ContentPage;
}

/**
 * The console's content (owner, support): the rules and videos pages, home's banners and
 * the notifications sent. Every change is audited with the values before and after, in
 * the same transaction.
 */
export class ContentDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async pages(): Promise<ContentPagesAnswer> {
    const rows = await this.db.query<{ key: string; html: string }>(
      `select key, html from content where key in ('game_rules', 'videos')`,
    );
    const html = (key: ContentPage) => rows.find((row) => row.key === key)?.html ?? '';
    return { game_rules: html('game_rules'), videos: html('videos') };
  }

  /** Stores the page as typed: the player app sanitises it when it shows it, as the console's preview does. */
  async setPage(actor: Actor, key: ContentPage, html: string) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ html: string }>('select html from content where key = $1 for update', [key]);
      await tx.query('insert into content (key, html) values ($1, $2) on conflict (key) do update set html = $2', [
        key,
        html,
      ]);
      await audit(tx, now, actor, {
        action: 'content.set',
        target: `content:${key}`,
        before: before ? { html: before.html } : null,
        after: { html },
      });
    });
    return { key, html };
  }

  /** Home's banners in the order the player sees them. */
  async banners(): Promise<BannerListAnswer> {
    const rows = await this.bannerRows(this.db);
    return {
      rows: rows.map((row, index) => ({ id: Number(row.id), image: row.image, link: row.refer, position: index + 1 })),
    };
  }

  async addBanner(actor: Actor, command: { image: string; link: string }): Promise<BannerListAnswer> {
    const linkError = bannerLinkError(command.link);
    if (linkError) throw new Refusal(englishOperatorText(linkError));
    const { image } = bannerImage(command.image);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<BannerRow>(
        `insert into carousel_images (image, refer, position)
         values ($1, $2, (select coalesce(max(position), 0) + 1 from carousel_images)) returning id, image, refer`,
        [image, command.link],
      );
      await audit(tx, now, actor, {
        action: 'banner.add',
        target: `banner:${Number(row!.id)}`,
        before: null,
        after: bannerRecord(row!),
      });
    });
    return this.banners();
  }

  /** Swaps a banner with its neighbour; the whole order is renumbered 1…n so it stays strict. */
  async moveBanner(actor: Actor, id: number, direction: 'up' | 'down'): Promise<BannerListAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.query('lock table carousel_images in exclusive mode');
      const rows = await this.bannerRows(tx);
      const index = rows.findIndex((row) => Number(row.id) === id);
      if (index < 0) throw new NotFound(`There is no banner #${id}.`);
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other < 0 || other >= rows.length)
        throw new Refusal(`Banner #${id} is already ${direction === 'up' ? 'first' : 'last'}.`);
      const order = rows.map((row) => Number(row.id));
      [order[index], order[other]] = [order[other]!, order[index]!];
      await tx.query(
        `update carousel_images c set position = o.position
         from (select unnest($1::bigint[]) as id, generate_series(1, $2::int) as position) o where c.id = o.id`,
        [order, order.length],
      );
      await audit(tx, now, actor, {
        action: 'banner.move',
        target: `banner:${id}`,
        before: { order: rows.map((row) => Number(row.id)) },
        after: { order },
      });
    });
    return this.banners();
  }

  async removeBanner(actor: Actor, id: number): Promise<BannerListAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<BannerRow>('delete from carousel_images where id = $1 returning id, image, refer', [
        id,
      ]);
      if (!row) throw new NotFound(`There is no banner #${id}.`);
      await audit(tx, now, actor, {
        action: 'banner.remove',
        target: `banner:${id}`,
        before: bannerRecord(row),
        after: null,
      });
    });
    return this.banners();
  }

  /** The notifications sent, newest first: to everyone, or to one player (their mobile). */
  async notifications(page: number): Promise<NotificationPageAnswer> {
    const [{ n }] = (await this.db.query<{ n: number }>(cappedCount('from notifications'))) as [{ n: number }];
    const rows = await this.db.query<{
      id: number;
      created_at: Date;
      title: string;
      notification: string;
      mobile: string | null;
    }>(
      `select n.id, n.created_at, n.title, n.notification, u.mobile from notifications n
       left join users u on u.id = n.user_id order by n.id desc limit ${CONSOLE_PAGE_SIZE} offset ${offsetOf(page)}`,
    );
    return paged(
      rows.map((row) => ({
        id: Number(row.id),
        sentAt: consoleTime(row.created_at),
        title: row.title,
        notification: row.notification,
        to: row.mobile ?? null,
      })),
      Number(n),
      page,
    );
  }

  private bannerRows(db: Sql) {
    return db.query<BannerRow>('select id, image, refer from carousel_images order by position, id');
  }
}
