import type { Database } from '../db/database.js';
import { Refusal } from './refusal.js';

/** Config keys the client reads (accounts-wallet-funds §3), with the server's defaults. */
export const DEFAULT_CONFIG: Readonly<Record<string, string>> = {
  app_name: 'matka-core',
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
  upi_id: '',
  qr_code: '',
  bank_details: '',
  withdraw_info: 'Withdrawals reach your bank account within 24 hours.',
};

/** Payout for 1 point, per game and kind of market (DOMAIN.md's typical defaults). */
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

  async config(): Promise<Record<string, string>> {
    const rows = await this.db.query<{ key: string; value: string }>('select key, value from config');
    return { ...DEFAULT_CONFIG, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
  }

  async value(key: string): Promise<string> {
    return (await this.config())[key] ?? '';
  }

  async setConfig(values: Record<string, unknown>): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length === 0) throw new Refusal('Give at least one config key and value.');
    for (const [key, value] of entries) {
      if (!/^[a-z][a-z0-9_]{0,40}$/.test(key)) throw new Refusal(`"${key.slice(0, 40)}" is not a config key.`);
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new Refusal(`The value of ${key} must be text or a number.`);
      if (String(value).length > 200_000) throw new Refusal(`The value of ${key} is too long (at most 200,000 characters).`);
    }
    await this.db.transaction(async (tx) => {
      for (const [key, value] of entries) {
        await tx.query('insert into config (key, value) values ($1, $2) on conflict (key) do update set value = $2', [key, String(value)]);
      }
    });
  }

  async rates(): Promise<Record<string, string>> {
    const rows = await this.db.query<{ game: string; rate: string }>('select game, rate::text as rate from rates');
    return { ...DEFAULT_RATES, ...Object.fromEntries(rows.map((row) => [row.game, row.rate])) };
  }

  async setRates(values: Record<string, unknown>): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length === 0) throw new Refusal('Give at least one rate.');
    for (const [game, rate] of entries) {
      if (!(game in DEFAULT_RATES)) throw new Refusal(`"${game.slice(0, 40)}" is not a game rate. Known: ${Object.keys(DEFAULT_RATES).join(', ')}.`);
      if (!/^\d{1,6}(\.\d{1,3})?$/.test(String(rate))) throw new Refusal(`The rate of ${game} must be a number like 9.5.`);
    }
    await this.db.transaction(async (tx) => {
      for (const [game, rate] of entries) {
        await tx.query('insert into rates (game, rate) values ($1, $2) on conflict (game) do update set rate = $2', [game, String(rate)]);
      }
    });
  }

  async content(key: 'game_rules' | 'videos'): Promise<string> {
    const [row] = await this.db.query<{ html: string }>('select html from content where key = $1', [key]);
    return row?.html ?? '';
  }

  async setContent(key: string, html: string): Promise<void> {
    await this.db.query('insert into content (key, html) values ($1, $2) on conflict (key) do update set html = $2', [key, html]);
  }
}

/** A rate as thousandths, so payouts are exact integers: '9.5' → 9500. */
export function rateMilli(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}
