import type { DateRange } from '../history/date-range.js';
import type { LedgerBid } from '../history/ledger-entry.js';
import type { StoredResult } from '../markets/win-conditions.js';
import type { PortAnswer } from './port-answer.js';
import { token } from './token.js';

/** How a bid of the histories was settled, so the app can say why it won or lost. */
export interface BidSettlement {
  /** The board the bid was made on (`BOARDS`' id), or '' when the app that placed it did not say. */
  boardId: string;
  /** The market's kind (main, starline or jackpot), or '' when the server does not say. */
  marketKind: string;
  /** The market's declared result for the bid's day (and slot); undefined when there is none yet, or not sent. */
  result: StoredResult | undefined;
}

/** A bid of the bid history. */
export interface HistoryBid extends BidSettlement {
  /** The server's verdict as sent: WON, LOSS, VOIDED (refunded), anything else is still pending. */
  status: string;
  time: string;
  market: string;
  /** A starline bid's slot ('10:00 AM'), '' for other markets. */
  timing: string;
  /** The market day the bid was for. */
  date: string;
  game: string;
  /** OPEN, CLOSE, or '' for a bid without a session. */
  session: string;
  number: string;
  /** The stake, in integer paise. */
  amountPaise: number;
  /** What a won bid was paid, in integer paise (0 when the server sends nothing). */
  winPaise: number;
  /** The rate the bid was placed at ('9.5'), which a win pays whatever the rates are now; '' when not sent. */
  rate: string;
}

/** The bid behind a passbook movement (its bet, its win). */
export interface BetDetail extends BidSettlement {
  /** The market the bid was played for. */
  playedFor: string;
  /** The server's verdict as sent: won, lost, voided, anything else is pending. */
  status: string;
  /** The bid's session (OPEN, CLOSE), or what the server sent for a bid without one. */
  type: string;
  /** The stake, in integer paise. */
  bidPaise: number;
  /** The rate the bid was placed at ('9.5'). */
  winRatio: string;
  game: string;
  number: string;
  /** What the bid won, in integer paise. */
  winPaise: number;
}

/**
 * What the server says a wallet movement was, beside its English remark: its kind (bet, win,
 * win_reversed, deposit, …), its reference (a deposit's number, a transfer's other mobile, the
 * welcome bonus, …) and the bid it was about. Each is absent when the server does not say it.
 */
export interface Movement {
  kind?: string;
  ref?: string;
  bid?: LedgerBid;
}

/** A movement of the passbook. */
export interface PassbookMovement extends Movement {
  id: string;
  date: string;
  /** The wallet (main and bonus together) before and after the movement, in integer paise. */
  beforePaise: number;
  afterPaise: number;
  /** The part of the movement on the main wallet, in integer paise (negative for money out). */
  mainPaise: number;
  /** The part of the movement on the bonus, in integer paise. */
  bonusPaise: number;
  /** The server's own words for the movement. */
  remark: string;
  /** The bid of a bet or a win; undefined for other movements. */
  bet: BetDetail | undefined;
}

/** A win of the winnings list. */
export interface Winning extends Movement {
  date: string;
  /** What the bid won, all of it, in integer paise. */
  amountPaise: number;
  /** The part of it that went to the bonus (a stake paid from the bonus), in integer paise. */
  bonusPaise: number;
  remark: string;
}

/** One page of a paged history: the server's page number and its count of pages (1 when not said). */
export interface HistoryPage<T> {
  rows: T[];
  page: number;
  totalPages: number;
}

/** Which bids a bid history page shows. */
export interface BidHistoryRequest {
  /** Market days 'YYYY-MM-DD'. */
  range: DateRange;
  /** Ask the server to skip its cache. */
  fresh: boolean;
  page: number;
  /** Show OPEN-session bids, CLOSE-session bids. */
  open: boolean;
  close: boolean;
  /** One kind of market's bids (main, starline, gali); all when left out. */
  kind?: string;
}

/** Which movements a passbook page shows. */
export interface PassbookRequest {
  /** Market days 'YYYY-MM-DD'. */
  range: DateRange;
  /** Ask the server to skip its cache. */
  fresh: boolean;
  page: number;
  /** Only deposits and withdrawals. */
  depositsAndWithdrawals: boolean;
}

/** What the player looks back on: their bids, their passbook and their winnings. */
export interface HistoryGateway {
  /** One page of the player's bids. */
  bidHistory(query: BidHistoryRequest): Promise<PortAnswer<HistoryPage<HistoryBid>>>;
  /** One page of the player's wallet movements. */
  passbook(query: PassbookRequest): Promise<PortAnswer<HistoryPage<PassbookMovement>>>;
  /** The player's wins on one kind of market (main, starline, gali). */
  winnings(kind: string): Promise<PortAnswer<Winning[]>>;
}
export const HistoryGateway = token<HistoryGateway>('HistoryGateway');
