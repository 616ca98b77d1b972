import type { Observable } from 'rxjs';
import type { Game } from '../numbers/game-of-number.js';
import type { MarketKind } from '../markets/market-kinds.js';
import type { ConsoleAnswer, UnsettledBets } from './console-answer.js';
import { token } from './token.js';

/** A market day the results desk reads: a main market's session, a starline slot, or a jackpot day. */
export interface MarketDayRef {
  market: string;
  kind: MarketKind;
  /** A main market's session. */
  session?: 'open' | 'close';
  /** A starline market's slot, like 10:00. */
  timing?: string;
  /** An earlier day (a correction, a void); today when absent. */
  day?: string;
}

/** A market day and the value typed: a pana (main, starline) or a jodi (jackpot). */
export interface ResultValue extends MarketDayRef {
  value: string;
}

/** The same, typed twice: a declaration or a correction goes through only when both agree. */
export interface ConfirmedResult extends ResultValue {
  confirm: string;
  /** Declaring before the draw, on purpose: the operator ticked the warning (the server refuses it otherwise). */
  early?: boolean;
}

/** 'holiday' and 'off-day': closed all day (no draw, nothing to declare). */
export type MarketState = 'open' | 'running-for-close' | 'closed' | 'declared' | 'voided' | 'holiday' | 'off-day';

export interface SessionFigures {
  session: 'open' | 'close' | '';
  bids: number;
  stakePaise: number;
  payoutPaise: number;
}

/** One market day of today's board. */
export interface TodayRow {
  market: string;
  kind: MarketKind;
  timing: string;
  /**
   * The market day of the row when it is not the board's: a night market (its close after
   * midnight) stays in the day its session opened on until its close. Absent: the board's day.
   */
  day?: string;
  openTime: string;
  closeTime: string;
  state: MarketState;
  /** Why the market is closed today (a holiday's reason, its weekly off-day), or null. */
  closedReason: string | null;
  result: { openPana: string | null; closePana: string | null; jodi: string | null };
  sessions: SessionFigures[];
  bids: number;
  stakePaise: number;
  payoutPaise: number;
  /** The house's result so far: stakes less payouts. */
  netPaise: number;
  /** False for a market made inactive while its day still has unsettled bets (absent from an older server: active). */
  active?: boolean;
  /** The day's bets still waiting for a result or a void. */
  unsettled?: UnsettledBets;
  /** The day's void, once done. */
  voided?: VoidedDay | null;
  /** What waits for a second operator on the market day (two-person control; absent from an older server: nothing). */
  pending?: PendingResult[];
}

/**
 * A declaration or correction one operator gave that waits for a second operator to type the
 * same value (two-person control): nothing is settled or shown to players until then.
 */
export interface PendingResult {
  /** A main market's session; '' for a starline slot or a jackpot. */
  session: 'open' | 'close' | '';
  timing: string;
  kind: 'declare' | 'correct';
  /** Who gave it, and when (market time). */
  by: string;
  at: string;
  early: boolean;
  /** Whether the signed-in operator gave it: they may withdraw it, never confirm it. */
  mine: boolean;
  /** The value: its maker's only (and, once disputed, the two who disagree); null for anyone else. */
  value: string | null;
  /** A second operator gave another value: both look again. */
  disputed: { by: string; at: string; value: string | null } | null;
}

/** What a declaration or correction did: settled it, or it waits for a second operator (or a second gave another value). */
export type ResultState = 'declared' | 'pending' | 'disputed';

/** The answer to a declaration or correction: what it did, in the server's words. */
export interface ResultStep {
  state: ResultState;
  message: string;
}

/** A market day voided for want of a result: by whom, when (market time), and what went back. */
export interface VoidedDay {
  by: string;
  at: string;
  refundedBets: number;
  refundedPaise: number;
}

/**
 * A market day before today whose bets still wait for a result or a void (never declared: the
 * operator forgot, or the market was made inactive). Its desk voids it (declaring is for today only).
 */
export interface EarlierUnsettledDay {
  market: string;
  kind: MarketKind;
  /** YYYY-MM-DD, before today. */
  day: string;
  /** A starline slot, '' otherwise. */
  timing: string;
  unsettled: UnsettledBets;
}

export interface TodayBoardView {
  day: string;
  rows: TodayRow[];
  /** Earlier market days with pending bets, oldest first (absent from an older server: none). */
  earlier: EarlierUnsettledDay[];
  totals: { bids: number; stakePaise: number; payoutPaise: number; netPaise: number };
}

/** One number of one game: its stake, bids, and what the house pays if it wins. */
export interface ExposureRow {
  game: Game;
  number: string;
  session: string;
  bids: number;
  stakePaise: number;
  payoutPaise: number;
  rate: string;
  /**
   * In the exposure grid: what the number may still take before the liability limit, as a
   * payout (negative: over the limit by that much); null without a limit, and once declared.
   */
  roomPaise?: number | null;
  /** In the exposure grid, once the session is declared: what the number's bets were paid; null before. */
  paidPaise?: number | null;
}

interface MarketDayAnswer {
  market: string;
  kind: MarketKind;
  day: string;
  timing: string;
  session: string;
}

export interface ExposureView extends MarketDayAnswer {
  /** What the market day has declared so far. */
  result: { openPana: string | null; closePana: string | null; jodi: string | null };
  /** The session's draw, HH:MM. */
  drawTime: string;
  /** Whether the session's value is declared: the rows are then its winners, with what they were paid. */
  declared: boolean;
  /** The liability limit: the most one number may pay this session; null without one. */
  limitPaise: number | null;
  /** The numbers that can still win (once declared, the winners). */
  rows: ExposureRow[];
  bids: number;
  stakePaise: number;
  /** What the session's winning bets were paid, once declared; null before. */
  paidPaise: number | null;
  worst: { game: Game; number: string; session: string; payoutPaise: number };
  /** When the day may be voided if it has no result ('YYYY-MM-DD HH:MM'), and whether that moment has come (absent from an older server). */
  voidFrom?: string;
  voidable?: boolean;
  /** The day's void, once done (the whole day: a main market's both sessions); null before. */
  voided?: VoidedDay | null;
  /** What waits for a second operator on the market day, both sessions of a main market (absent from an older server: nothing). */
  pending?: PendingResult[];
}

/** What declaring a value would do, before anything is written. */
export interface PreviewView extends MarketDayAnswer {
  value: string;
  ank: number | null;
  /** The value declared already, if any. */
  declared: string | null;
  winners: ExposureRow[];
  winningBids: number;
  payoutPaise: number;
  stakePaise: number;
  netPaise: number;
  /** The server's time and the session's draw (HH:MM); early when the draw is still to come today. */
  now: string;
  drawTime: string;
  early: boolean;
}

export interface CorrectionRow {
  player: { id: number; name: string; mobile: string };
  beforePaise: number;
  afterPaise: number;
  changePaise: number;
}

/** What correcting a declared value would change, player by player. */
export interface CorrectionView extends MarketDayAnswer {
  from: string;
  to: string;
  gainers: CorrectionRow[];
  losers: CorrectionRow[];
  payoutBeforePaise: number;
  payoutAfterPaise: number;
}

export interface VoidView {
  market: string;
  day: string;
  timing: string;
  refundedBets: number;
  refundedPaise: number;
  players: number;
}

/** The results desk (owner, results): reading the day, and declaring, correcting and voiding. */
export interface ResultsBoardGateway {
  today(): Promise<ConsoleAnswer<TodayBoardView>>;
  exposure(day: MarketDayRef): Promise<ConsoleAnswer<ExposureView>>;
  preview(value: ResultValue): Promise<ConsoleAnswer<PreviewView>>;
  correction(value: ResultValue): Promise<ConsoleAnswer<CorrectionView>>;
  declare(value: ConfirmedResult): Promise<ConsoleAnswer<ResultStep>>;
  correct(value: ConfirmedResult): Promise<ConsoleAnswer<ResultStep>>;
  void(day: MarketDayRef): Promise<ConsoleAnswer<VoidView>>;
  /** Withdraws what the signed-in operator gave (or disputed) and waits for a second operator. */
  withdraw(day: MarketDayRef): Promise<ConsoleAnswer<void>>;
}
export const ResultsBoardGateway = token<ResultsBoardGateway>('ResultsBoardGateway');

/** A bet placed, a result declared or corrected, a day voided; 'open' when the stream (re)opens (events may have been missed). */
export type MarketEvent =
  | { type: 'open' }
  | { type: 'market'; market: string; day: string; timing: string; what: 'bet' | 'result' | 'void' | 'pending' };

/**
 * The results desk's live events (`GET /console/api/results/events`).
 *
 * Why an `Observable` (rxjs, the one dependency of the use cases): a live stream brings many
 * values over time, opens when subscribed and closes when unsubscribed (a screen that leaves
 * closes its connection), and ends with an error its caller can retry. A Promise brings one
 * value, and an async iterator cannot stop a pending read. Wrap your own source with
 * `new Observable((subscriber) => { …; return () => close(); })`.
 */
export interface MarketEvents {
  events$(): Observable<MarketEvent>;
}
export const MarketEvents = token<MarketEvents>('MarketEvents');
