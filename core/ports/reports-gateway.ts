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

export interface MarketsReport extends ReportRange {
  rows: (PlaySums & { day: string; market: string })[];
  days: (PlaySums & { day: string })[];
  total: PlaySums;
}

export interface GamesReport extends ReportRange {
  rows: (PlaySums & { game: string })[];
}

export interface FundsReport extends ReportRange {
  rows: {
    day: string;
    depositsPaise: number;
    deposits: number;
    withdrawalsPaise: number;
    withdrawals: number;
    netPaise: number;
  }[];
}

export type ReportKind = 'markets' | 'games' | 'funds';

/** The owner's reports. */
export interface ReportsGateway {
  markets(range: ReportRange): Promise<ConsoleAnswer<MarketsReport>>;
  games(range: ReportRange): Promise<ConsoleAnswer<GamesReport>>;
  funds(range: ReportRange): Promise<ConsoleAnswer<FundsReport>>;
  /** Where the browser downloads a report's CSV (empty days left out). */
  csvUrl(kind: ReportKind, range: ReportRange): string;
}
export const ReportsGateway = token<ReportsGateway>('ReportsGateway');
