import type { ConsoleAnswer } from './console-answer.js';
import { token } from './token.js';

/** A report's days, inclusive ('YYYY-MM-DD'); both empty: the server's today. */
export interface ReportRange {
  from: string;
  to: string;
}

/** What play sums to: the stakes of every bid, what wins paid, the house's net, bids, distinct players. */
export interface PlaySums {
  stakesPaise: number;
  payoutsPaise: number;
  netPaise: number;
  bids: number;
  players: number;
}

/**
 * Play per market day (a session belongs to the day it opened on). A closed day stays as it was
 * shown: a void of its bets made on a later day is a row of its own on the day of the void, with
 * negative stakes and bids and `reverses` naming the day it takes back.
 */
export interface MarketsReport extends ReportRange {
  rows: (PlaySums & { day: string; market: string; reverses?: string })[];
  days: (PlaySums & { day: string })[];
  total: PlaySums;
}

export interface GamesReport extends ReportRange {
  rows: (PlaySums & { game: string })[];
}

/**
 * The players' wallets per day, every ledger row in one column (+ into the wallets, − out):
 * deposits and withdrawals (held when asked, less what came back), bonuses, owners'
 * adjustments, refunds of voided days, transfers between players (zero for the house), play
 * (stakes and wins) and debt; `walletsPaise` all. Beside them the bank's side: what was asked
 * for and what was paid out that day, and `cashInPaise`, deposits less what was paid out.
 */
export interface FundsReport extends ReportRange {
  rows: {
    day: string;
    deposits: number;
    depositsPaise: number;
    /** Withdrawals asked for that day. */
    withdrawals: number;
    /** What the withdrawals asked for that day came to. */
    askedPaise: number;
    /** Withdrawals paid that day (completed, by the day of their approval), and what they paid. */
    paidOut: number;
    paidOutPaise: number;
    /** The wallets' side: what requests held, less what came back (rejected, or not paid). */
    withdrawalsPaise: number;
    /** The bank's side: deposits less what was paid out. */
    cashInPaise: number;
    bonusesPaise: number;
    adjustmentsPaise: number;
    refundsPaise: number;
    transfersPaise: number;
    playPaise: number;
    debtPaise: number;
    walletsPaise: number;
  }[];
}

/** The house's profit and loss: each amount as the house reads it; net is stakes less the rest. */
export interface ProfitSums {
  stakesPaise: number;
  /** What wins paid, less the wins a correction took back. */
  payoutsPaise: number;
  bonusesPaise: number;
  /** Owners' credits less their debits. */
  adjustmentsPaise: number;
  /** Stakes given back when a market day was voided. */
  refundsPaise: number;
  netPaise: number;
}

export interface ProfitReport extends ReportRange {
  rows: (ProfitSums & { day: string })[];
  total: ProfitSums;
}

/** One result: a market's day, a main market's session (empty: the whole day), a starline slot. */
export interface WinnersQuery {
  market: string;
  /** 'YYYY-MM-DD'; empty: the server's today. */
  day: string;
  session: '' | 'open' | 'close';
  timing: string;
}

export interface WinnerRow {
  playerId: number;
  name: string;
  mobile: string;
  bids: number;
  stakesPaise: number;
  payoutsPaise: number;
}

export interface WinnersReport {
  market: string;
  day: string;
  session: string;
  timing: string;
  rows: WinnerRow[];
  total: { bids: number; stakesPaise: number; payoutsPaise: number };
}

/** The reports with a CSV over a range: play per day, per day and market, per game, funds, profit and loss. */
export type ReportKind = 'days' | 'markets' | 'games' | 'funds' | 'profit';

/**
 * The owner's whole-table CSV files: every player, every deposit, every withdrawal, and the
 * bank's bulk payout (NEFT) file of the approved withdrawals still to pay.
 */
export type ExportKind = 'players' | 'deposits' | 'withdrawals' | 'payouts';

/** The owner's reports. */
export interface ReportsGateway {
  markets(range: ReportRange): Promise<ConsoleAnswer<MarketsReport>>;
  games(range: ReportRange): Promise<ConsoleAnswer<GamesReport>>;
  funds(range: ReportRange): Promise<ConsoleAnswer<FundsReport>>;
  profit(range: ReportRange): Promise<ConsoleAnswer<ProfitReport>>;
  winners(query: WinnersQuery): Promise<ConsoleAnswer<WinnersReport>>;
  /** Where the browser downloads a report's CSV (empty days left out). */
  csvUrl(kind: ReportKind, range: ReportRange): string;
  /** Where the browser downloads one result's winners as CSV. */
  winnersCsvUrl(query: WinnersQuery): string;
  /** Where the browser downloads an owner's export (the console's session cookie goes with it). */
  exportUrl(kind: ExportKind): string;
  /** Where the browser downloads one player's whole ledger as CSV (owners). */
  ledgerExportUrl(playerId: string): string;
}
export const ReportsGateway = token<ReportsGateway>('ReportsGateway');
