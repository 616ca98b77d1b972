import {
  acceptsBid,
  addDays,
  drawAcceptsBids,
  formatResult,
  marketMomentOf,
  minutesIntoMarketDay,
  minutesOf,
  type MarketMoment,
  type Draw,
  type MarketDay,
  type MarketKind,
} from 'matka-core/player';
import type { Database, Sql } from '../../db/database.js';
import { dayOf, minutesOfDay, type Clock } from '../platform/clock.js';
import { Conflict } from '../platform/console-refusals.js';
import { closuresOn } from './market-closures.js';
import type { NewMarket } from './market-requests.js';
import { kindRules } from './market-kinds/kinds.js';
import type { MarketRow, ResultRow } from './market-rows.js';
import { KeyedRefusal, Refusal } from '../platform/refusal.js';

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

  /**
   * A market, active or not: a market made inactive with bets unsettled still has its results
   * declared, corrected and settled (its day stays on the console's Today until then).
   */
  async market(name: string, db: Sql = this.db): Promise<MarketRow> {
    return this.marketWhere(name, db, false);
  }

  /** An active market: the only kind that takes bets. */
  async activeMarket(name: string, db: Sql = this.db): Promise<MarketRow> {
    return this.marketWhere(name, db, true);
  }

  private async marketWhere(name: string, db: Sql, activeOnly: boolean): Promise<MarketRow> {
    const [row] = await db.query<MarketRow>(
      'select name, kind, open_time, close_time from markets where name = $1 and (active or not $2::boolean)',
      [name, activeOnly],
    );
    if (!row) throw new KeyedRefusal('noSuchMarket', { market: name.slice(0, 40) });
    return row;
  }

  async result(market: string, day: string, timing = '', db: Sql = this.db): Promise<ResultRow | undefined> {
    const [row] = await db.query<ResultRow>(
      'select market, day, timing, open_pana, close_pana, jodi from results where market = $1 and day = $2 and timing = $3',
      [market, day, timing],
    );
    return row;
  }

  /**
   * The market day a market is in now, and the minutes into it: a night market (its close after
   * midnight) stays in the day its session opened on until its close, counted past 24:00.
   */
  momentOf(market: Pick<MarketRow, 'kind' | 'open_time' | 'close_time'>): MarketMoment {
    const calendar = { day: this.today(), minutes: this.nowMinutes() };
    if (market.kind !== 'main') return calendar;
    const openMinutes = minutesOf(market.open_time) ?? 0;
    const closeMinutes = minutesOf(market.close_time) ?? 0;
    return marketMomentOf({ openMinutes, closeMinutes }, calendar.day, calendar.minutes);
  }

  /** A time of a market's day ('HH:MM') as minutes from its start: a night market's close is past 24:00. */
  minutesOfMarketDay(market: Pick<MarketRow, 'kind' | 'open_time'>, time: string): number {
    const minutes = minutesOf(time) ?? 0;
    return market.kind === 'main' ? minutesIntoMarketDay(minutesOf(market.open_time) ?? 0, minutes) : minutes;
  }

  /** A main market's day, for core's betting-window rule (a night market's close counted past 24:00). */
  marketDay(market: MarketRow, result: ResultRow | undefined): MarketDay {
    return {
      openMinutes: minutesOf(market.open_time) ?? 0,
      closeMinutes: this.minutesOfMarketDay(market, market.close_time),
      openDeclared: !!result?.open_pana,
      closeDeclared: !!result?.close_pana,
    };
  }

  /** One draw, for core's one-draw betting window: its time, and whether its value is declared. */
  draw(time: string, declared: string | null | undefined): Draw {
    return { minutes: minutesOf(time) ?? 0, declared: !!declared };
  }

  nowMinutes(): number {
    return minutesOfDay(this.clock.now());
  }

  /**
   * home's `result`: every main market with its result on the market day it is in (a night
   * market's session that opened yesterday until its close after midnight), is_open and is_close.
   */
  async mainMarkets() {
    const today = this.today();
    const yesterday = addDays(today, -1);
    const [rows, results, closedToday, closedYesterday] = await Promise.all([
      this.db.query<MarketRow>(
        `select name, kind, open_time, close_time from markets where kind = 'main' and active order by open_time, name`,
      ),
      this.db.query<ResultRow>(
        `select market, day, timing, open_pana, close_pana, jodi from results where day in ($1, $2) and timing = ''`,
        [today, yesterday],
      ),
      closuresOn(this.db, today),
      closuresOn(this.db, yesterday),
    ]);
    return rows.map((row) => {
      const { day, minutes: now } = this.momentOf(row);
      const result = results.find((r) => r.market === row.name && r.day === day);
      const marketDay = this.marketDay(row, result);
      const reason = (day === today ? closedToday : closedYesterday).get(row.name);
      return {
        market: row.name,
        result: formatResult({ openPana: result?.open_pana, closePana: result?.close_pana }),
        is_open: reason === undefined && acceptsBid(marketDay, 'single', 'OPEN', now) ? '1' : '0',
        is_close: reason === undefined && acceptsBid(marketDay, 'single', 'CLOSE', now) ? '1' : '0',
        open_time: row.open_time,
        close_time: row.close_time,
        // A holiday or weekly off-day: why the market takes no bids today.
        ...(reason === undefined ? {} : { closed_reason: reason }),
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
    const closed = await closuresOn(this.db, this.today());
    return rows.map((row) => ({
      name: `${row.market} ${row.timing}`,
      market: row.market,
      result: formatResult({ openPana: row.open_pana }),
      is_open: !closed.has(row.market) && drawAcceptsBids(this.draw(row.timing, row.open_pana), now) ? '1' : '0',
      close: row.timing,
      ...(closed.has(row.market) ? { closed_reason: closed.get(row.market) } : {}),
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
    const closed = await closuresOn(this.db, this.today());
    return rows.map((row) => ({
      market: row.name,
      result: row.jodi ?? '',
      is_open: !closed.has(row.name) && drawAcceptsBids(this.draw(row.close_time, row.jodi), now) ? '1' : '0',
      ...(closed.has(row.name) ? { closed_reason: closed.get(row.name) } : {}),
    }));
  }

  /** A main market's declared days, oldest first (its charts); undefined when there is no such market. */
  async chart(
    name: string,
  ): Promise<{ market: string; rows: Pick<ResultRow, 'day' | 'open_pana' | 'close_pana'>[] } | undefined> {
    const [market] = await this.db.query<{ name: string }>(
      `select name from markets where name = $1 and kind = 'main'`,
      [name],
    );
    if (!market) return undefined;
    const rows = await this.db.query<Pick<ResultRow, 'day' | 'open_pana' | 'close_pana'>>(
      `select day, open_pana, close_pana from results where market = $1 and timing = '' and open_pana is not null order by day`,
      [market.name],
    );
    return { market: market.name, rows };
  }

  /** Every active market, by name (the operator's market-list). */
  async names(): Promise<string[]> {
    return (await this.db.query<{ name: string }>('select name from markets where active order by name')).map(
      (m) => m.name,
    );
  }

  async activeMarkets(): Promise<MarketRow[]> {
    return this.db.query<MarketRow>('select name, kind, open_time, close_time from markets where active');
  }

  async hasSlot(market: string, timing: string, db: Sql = this.db): Promise<boolean> {
    return (
      (await db.query('select 1 from starline_slots where market = $1 and timing = $2', [market, timing])).length > 0
    );
  }

  async slotTimings(market: string): Promise<string[]> {
    return (
      await this.db.query<{ timing: string }>('select timing from starline_slots where market = $1', [market])
    ).map((s) => s.timing);
  }

  /** Adds a market, or changes one of that name; its kind judges the times. */
  async addMarket(command: NewMarket, db: Sql = this.db): Promise<MarketRow> {
    const { market: name, kind = 'main' } = command;
    const { open, close } = kindRules(kind).marketTimes(command.open_time, command.close_time);
    await db.query(
      `insert into markets (name, kind, open_time, close_time) values ($1, $2, $3, $4)
       on conflict (name) do update set kind = $2, open_time = $3, close_time = $4, active = true`,
      [name, kind, open, close],
    );
    return { name, kind, open_time: open, close_time: close };
  }

  /**
   * Adds a market only when none of that name (any case or spacing, 011-*.sql) exists: two
   * calls at the same moment cannot both add it, and neither changes the other's. The
   * loser learns which market it met.
   */
  async addNewMarket(command: NewMarket, tx: Sql): Promise<MarketRow> {
    const { market: name, kind = 'main' } = command;
    const { open, close } = kindRules(kind).marketTimes(command.open_time, command.close_time);
    const [added] = await tx.query(
      `insert into markets (name, kind, open_time, close_time) values ($1, $2, $3, $4) on conflict do nothing returning 1`,
      [name, kind, open, close],
    );
    if (added) return { name, kind, open_time: open, close_time: close };
    const [existing] = await tx.query<{ name: string; kind: MarketKind }>(
      `select name, kind from markets where upper(regexp_replace(btrim(name), '\\s+', ' ', 'g')) = upper(regexp_replace(btrim($1), '\\s+', ' ', 'g'))`,
      [name],
    );
    throw new Conflict(
      existing
        ? `There is already a market called ${existing.name} (a ${existing.kind} market).`
        : `There is already a market called ${name}.`,
    );
  }

  /** Adds slots to a starline market (in the caller's transaction, when given). */
  async addStarlineSlots(market: string, timings: readonly string[], tx?: Sql): Promise<string[]> {
    if (!tx) return this.db.transaction((own) => this.addStarlineSlots(market, timings, own));
    const row = await this.market(market, tx);
    if (row.kind !== 'starline') throw new Refusal(`${market} is not a starline market.`);
    for (const timing of timings)
      await tx.query('insert into starline_slots (market, timing) values ($1, $2) on conflict do nothing', [
        row.name,
        timing,
      ]);
    return [...timings];
  }
}
