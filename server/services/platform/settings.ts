import type { Database, Sql } from '../../db/database.js';

/** Config keys the client reads by key, with the server's defaults. */
export const DEFAULT_CONFIG: Readonly<Record<string, string>> = {
  // The brand players see (the config key `name`); empty: the app's neutral default.
  name: '',
  min_deposit: '100',
  min_withdraw: '500',
  min_bet: '10',
  whatsapp: '',
  call_number: '',
  homescreen_text: '',
  how_to_deposit_video: '',
  delhi_enable: '1',
  starline_enable: '1',
  picture_game_enable: '0',
  spin_game_enable: '0',
  signup_bonus: '0',
  /** Winnings on bonus stakes stay bonus until the player has staked this many times the bonus in cash (docs/bonus-rule.md). */
  bonus_wagering_multiple: '1',
  upi_id: '',
  qr_code: '',
  bank_details: '',
  withdraw_info: 'Withdrawals reach your bank account within 24 hours.',
  /** How many hours after its last draw a market day without a result may be voided (the console's Settings shows it). */
  void_after_hours: '2',
  /** A cashier's daily ceiling on wallet credits and debits, whole rupees; 0: cashiers cannot (server/services/wallet/wallet-ceiling.ts). */
  cashier_wallet_ceiling: '0',
  /** Withdrawal controls, each off by default: 'HH:MM-HH:MM' market time, or empty for any time; */
  withdraw_hours: '',
  /** …how many withdrawals one player may ask for in a market day (0: no limit); */
  withdraw_daily_count: '0',
  /** …and how many rupees in all (0: no limit). Rejected requests count for neither. */
  withdraw_daily_amount: '0',
  /** Days a deposit's payment screenshot is kept after the deposit is decided (server/services/funds/screenshot-sweep.ts). */
  screenshot_keep_days: '90',
  /** Two-person control: '1', a declaration or correction waits for a second results operator's same value. */
  two_person_results: '0',
  /** …and a withdrawal, wallet credit or bonus of more than this many rupees needs a second operator's approval (0: none does). */
  two_person_payout_threshold: '0',
};

/** Config keys of the console alone: players' answers leave them out. */
export const CONSOLE_ONLY_CONFIG: ReadonlySet<string> = new Set([
  'cashier_wallet_ceiling',
  'screenshot_keep_days',
  'two_person_results',
  'two_person_payout_threshold',
]);

/** Payout for 1 point, per game and kind of market (docs/number-rules.md's typical defaults). */
export const DEFAULT_RATES: Readonly<Record<string, string>> = {
  single: '9.5',
  jodi: '95',
  singlepanna: '150',
  doublepanna: '300',
  triplepanna: '700',
  halfsangam: '1000',
  fullsangam: '10000',
  starline_single: '9.5',
  starline_singlepanna: '150',
  starline_doublepanna: '300',
  starline_triplepanna: '700',
  jackpot_jodi: '95',
};

/** Config, rates, HTML content and notifications: what operators set and the client reads. */
export class Settings {
  constructor(private readonly db: Database) {}

  async config(db: Sql = this.db): Promise<Record<string, string>> {
    const rows = await db.query<{ key: string; value: string }>('select key, value from config');
    return { ...DEFAULT_CONFIG, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
  }

  async value(key: string): Promise<string> {
    return (await this.config())[key] ?? '';
  }

  /** Config values, already checked (ConfigValues): each stored as text. */
  setConfig(values: Readonly<Record<string, string>>, tx?: Sql): Promise<void> {
    return this.storeEach(
      'insert into config (key, value) values ($1, $2) on conflict (key) do update set value = $2',
      values,
      tx,
    );
  }

  async rates(db: Sql = this.db): Promise<Record<string, string>> {
    const rows = await db.query<{ game: string; rate: string }>('select game, rate::text as rate from rates');
    return { ...DEFAULT_RATES, ...Object.fromEntries(rows.map((row) => [row.game, row.rate])) };
  }

  /** Rates, already checked (RateValues). */
  setRates(values: Readonly<Record<string, string>>, tx?: Sql): Promise<void> {
    return this.storeEach(
      'insert into rates (game, rate) values ($1, $2) on conflict (game) do update set rate = $2',
      values,
      tx,
    );
  }

  /** Each key and value, through `upsert` ($1 the key, $2 the value), together in `tx` or a transaction of its own. */
  private async storeEach(upsert: string, values: Readonly<Record<string, string>>, tx?: Sql): Promise<void> {
    if (!tx) return this.db.transaction((own) => this.storeEach(upsert, values, own));
    for (const [key, value] of Object.entries(values)) await tx.query(upsert, [key, value]);
  }

  async content(key: 'game_rules' | 'videos'): Promise<string> {
    const [row] = await this.db.query<{ html: string }>('select html from content where key = $1', [key]);
    return row?.html ?? '';
  }

  async setContent(key: string, html: string): Promise<void> {
    await this.db.query('insert into content (key, html) values ($1, $2) on conflict (key) do update set html = $2', [
      key,
      html,
    ]);
  }

  /** Home's carousel, as the operator set it. */
  async carouselImages(): Promise<{ image: string; refer: string }[]> {
    return this.db.query<{ image: string; refer: string }>(
      'select image, refer from carousel_images order by position, id',
    );
  }

  /** Replaces every notification and carousel image at once (demo seeding). */
  async replaceFeed(feed: {
    notifications: { title: string; notification: string }[];
    images: { image: string; refer: string }[];
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('delete from notifications');
      for (const { title, notification } of feed.notifications)
        await tx.query('insert into notifications (title, notification) values ($1, $2)', [title, notification]);
      await tx.query('delete from carousel_images');
      for (const { image, refer } of feed.images)
        await tx.query(
          'insert into carousel_images (image, refer, position) values ($1, $2, (select coalesce(max(position), 0) + 1 from carousel_images))',
          [image, refer],
        );
    });
  }
}
