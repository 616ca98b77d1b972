import type { Game } from 'matka-core';
import type { Draw, MarketDay, StoredResult } from 'matka-core/player';
import type { Sql } from '../../../db/database.js';
import type { DeclareRequest } from '../market-requests.js';
import type { MarketRow, ResultRow } from '../market-rows.js';

/** Which bets a declaration settles: a main market's open or close, a starline slot, a jackpot jodi. */
export type Scope = 'open' | 'close' | 'slot' | 'jackpot';

/** What an operator's request declares, read by the market's kind. */
export interface Declaration {
  scope: Scope;
  timing: string;
  column: 'open_pana' | 'close_pana' | 'jodi';
  value: string;
  /** When it was declared: the open's or the close's column. */
  declaredAt: 'open_declared_at' | 'close_declared_at';
  /** A column that must be declared before this one. */
  after?: 'open_pana';
}

/** One bid of a slip, judged and priced. */
export interface SlipBid {
  number: string;
  game: Game;
  session: string;
  paise: number;
}

/** What a kind reads of the markets (Markets has it): a result, a draw, a main market's day, the slots. */
export interface MarketReads {
  result(market: string, day: string, timing?: string, db?: Sql): Promise<ResultRow | undefined>;
  marketDay(market: MarketRow, result: ResultRow | undefined): MarketDay;
  draw(time: string, declared: string | null | undefined): Draw;
  minutesOfMarketDay(market: Pick<MarketRow, 'kind' | 'open_time'>, time: string): number;
  hasSlot(market: string, timing: string, db?: Sql): Promise<boolean>;
  slotTimings(market: string): Promise<string[]>;
}

/** A slip to check against a market, in the place-bet transaction. */
export interface SlipCheck {
  tx: Sql;
  markets: MarketReads;
  market: MarketRow;
  day: string;
  timing: string;
  /** The minutes into the market day (a night market's after midnight are past 1440). */
  now: number;
  bids: readonly SlipBid[];
}

/** A bet as settlement reads it. */
export interface SettlingBet {
  game: Game;
  number: string;
  session: string;
}

/** Demo mode: what a market has due now, and where its random values come from. */
export interface DueCheck {
  markets: MarketReads;
  market: MarketRow;
  day: string;
  now: number;
  pick: <T>(items: readonly T[]) => T;
}

/**
 * Everything that differs between main, starline and jackpot markets, in one place per
 * kind: the bids it takes and when, what a declaration names, which bets it decides and at
 * which rate, and when a demo market declares.
 */
export interface KindRules {
  /** The open and close times of a new market, or a refusal. */
  marketTimes(open: string | undefined, close: string): { open: string; close: string };
  /** Refuses a slip the market cannot take now: its games and sessions, and its betting window. */
  checkSlip(check: SlipCheck): Promise<void>;
  /** The declaration an operator's request makes, or a refusal naming what is missing. */
  declaration(request: DeclareRequest): Declaration;
  /** The scopes a correction settles again, given what the day had declared. */
  rescopes(declaration: Declaration, existing: ResultRow): Scope[];
  /** The scopes a stored result decides (to finish a settlement cut off by a crash). */
  scopesOf(result: ResultRow): Scope[];
  decides(scope: Scope, bet: SettlingBet): boolean;
  /** Whether a bet wins on the stored result; undefined while it is not decided. */
  wins(bet: SettlingBet, result: ResultRow): boolean | undefined;
  /** The rate setting a game pays at on this kind of market. */
  rateName(game: Game): string;
  dueDeclarations(due: DueCheck): Promise<DeclareRequest[]>;
}

/** A results row as core's stored result, which settlement and the bid's explanation both read. */
export const storedResult = (row: Pick<ResultRow, 'open_pana' | 'close_pana' | 'jodi'>): StoredResult => ({
  openPana: row.open_pana,
  closePana: row.close_pana,
  jodi: row.jodi,
});
