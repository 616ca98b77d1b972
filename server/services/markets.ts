import { acceptsBid, minutesOf, type MarketDay } from '../../core/index.js';
import type { Database, Sql } from '../db/database.js';
import { dayOf, minutesOfDay, type Clock } from './clock.js';
import { Refusal } from './refusal.js';
import { resultText, starlineResultText } from './win-rules.js';

export type MarketKind = 'main' | 'starline' | 'jackpot';

export interface MarketRow {
  name: string;
  kind: MarketKind;
  open_time: string;
  close_time: string;
}

export interface ResultRow {
  market: string;
  day: string;
  timing: string;
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
}

/** Markets, their betting windows and results today, as the client's lists need them. */
export class Markets {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  today(): string {
    return dayOf(this.clock.now());
  }

  async market(name: string, db: Sql = this.db): Promise<MarketRow> {
    const [row] = await db.query<MarketRow>('select name, kind, open_time, close_time from markets where name = $1 and active', [name]);
    if (!row) throw new Refusal(`There is no market called ${name.slice(0, 40)}.`);
    return row;
  }

  async result(market: string, day: string, timing = '', db: Sql = this.db): Promise<ResultRow | undefined> {
    const [row] = await db.query<ResultRow>('select market, day, timing, open_pana, close_pana, jodi from results where market = $1 and day = $2 and timing = $3', [market, day, timing]);
    return row;
  }

  /** A main market's day, for core's betting-window rule. */
  marketDay(market: MarketRow, result: ResultRow | undefined): MarketDay {
    return {
      openMinutes: minutesOf(market.open_time) ?? 0,
      closeMinutes: minutesOf(market.close_time) ?? 0,
      openDeclared: !!result?.open_pana,
      closeDeclared: !!result?.close_pana,
    };
  }

  nowMinutes(): number {
    return minutesOfDay(this.clock.now());
  }

  /** home's `result`: every main market with its result today, is_open and is_close. */
  async mainMarkets() {
    const day = this.today();
    const rows = await this.db.query<MarketRow & Partial<ResultRow>>(
      `select m.name, m.kind, m.open_time, m.close_time, r.open_pana, r.close_pana
       from markets m left join results r on r.market = m.name and r.day = $1 and r.timing = ''
       where m.kind = 'main' and m.active order by m.open_time, m.name`,
      [day],
    );
    const now = this.nowMinutes();
    return rows.map((row) => {
      const marketDay = this.marketDay(row, row as ResultRow);
      return {
        market: row.name,
        result: resultText({ openPana: row.open_pana ?? null, closePana: row.close_pana ?? null }),
        is_open: acceptsBid(marketDay, 'single', 'OPEN', now) ? '1' : '0',
        is_close: acceptsBid(marketDay, 'single', 'CLOSE', now) ? '1' : '0',
        open_time: row.open_time,
        close_time: row.close_time,
      };
    });
  }

  /** Today's starline slots: one per market and timing. */
  async starlineSlots() {
    const rows = await this.db.query<{ market: string; timing: string; open_pana: string | null }>(
      `select s.market, s.timing, r.open_pana from starline_slots s join markets m on m.name = s.market and m.active
       left join results r on r.market = s.market and r.day = $1 and r.timing = s.timing order by s.timing`,
      [this.today()],
    );
    const now = this.nowMinutes();
    return rows.map((row) => ({
      name: `${row.market} ${row.timing}`,
      market: row.market,
      result: starlineResultText(row.open_pana),
      is_open: !row.open_pana && now < (minutesOf(row.timing) ?? 0) ? '1' : '0',
      close: row.timing,
    }));
  }

  /** Today's jackpot markets with their jodi. */
  async jackpotGames() {
    const rows = await this.db.query<MarketRow & { jodi: string | null }>(
      `select m.name, m.kind, m.open_time, m.close_time, r.jodi from markets m
       left join results r on r.market = m.name and r.day = $1 and r.timing = ''
       where m.kind = 'jackpot' and m.active order by m.close_time`,
      [this.today()],
    );
    const now = this.nowMinutes();
    return rows.map((row) => ({ market: row.name, result: row.jodi ?? '', is_open: !row.jodi && now < (minutesOf(row.close_time) ?? 0) ? '1' : '0' }));
  }

  async addMarket(fields: { market?: unknown; open_time?: unknown; close_time?: unknown; kind?: unknown }): Promise<MarketRow> {
    const name = typeof fields.market === 'string' ? fields.market.trim().toUpperCase() : '';
    if (!/^[A-Z0-9][A-Z0-9 ._-]{1,39}$/.test(name)) throw new Refusal('market must be a name of 2–40 letters, digits or spaces.');
    const kind = (fields.kind ?? 'main') as MarketKind;
    if (!['main', 'starline', 'jackpot'].includes(kind)) throw new Refusal('kind must be main, starline or jackpot.');
    const open = hhmm(fields.open_time ?? (kind === 'main' ? undefined : '00:00'), 'open_time');
    const close = hhmm(fields.close_time, 'close_time');
    if (kind === 'main' && minutesOf(open)! >= minutesOf(close)!) throw new Refusal('open_time must come before close_time.');
    await this.db.query(
      `insert into markets (name, kind, open_time, close_time) values ($1, $2, $3, $4)
       on conflict (name) do update set kind = $2, open_time = $3, close_time = $4, active = true`,
      [name, kind, open, close],
    );
    return { name, kind, open_time: open, close_time: close };
  }

  async addStarlineSlots(market: string, timings: unknown): Promise<string[]> {
    const row = await this.market(market);
    if (row.kind !== 'starline') throw new Refusal(`${market} is not a starline market.`);
    if (!Array.isArray(timings) || timings.length === 0 || timings.length > 48) throw new Refusal('timings must be a list of 1 to 48 times like "10:00".');
    const slots = timings.map((timing) => hhmm(timing, 'timing'));
    await this.db.transaction(async (tx) => {
      for (const timing of slots) await tx.query('insert into starline_slots (market, timing) values ($1, $2) on conflict do nothing', [row.name, timing]);
    });
    return slots;
  }
}

/** "HH:MM" in 24-hour server time. */
export function hhmm(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw new Refusal(`${name} must be a 24-hour time like 15:45.`);
  return value;
}
