import type { WireEnvelope } from '../port-answer-of.js';

/** A history call's date window: market days, and FRESH_DATA '1' to skip the server's cache. */
export interface DateWindow {
  date: string;
  start_date: string;
  end_date: string;
  FRESH_DATA: '1' | '0';
}

/** A market's declared result, as the history answers carry it (null where not declared). */
export interface ResultRecord {
  open_pana?: string | null;
  close_pana?: string | null;
  jodi?: string | null;
}

/** What this server adds to a bid in the history answers, so the app can say why it won or lost. */
export interface SettlementRecord {
  /** The board the bid was made on (BOARDS' id), or '' when the app placing it did not say. */
  board?: string;
  /** main, starline or jackpot. */
  market_kind?: string;
  /** The market's result for the bid's day (and slot). */
  result?: ResultRecord | null;
}

export interface BidRecord extends SettlementRecord {
  bid_status: string;
  time: string;
  market: string;
  /** A starline bid's slot ('10:00 AM'); '' or absent for other markets and older servers. */
  timing?: string;
  date: string;
  game: string;
  session: string;
  number: string;
  amount: string | number;
  /** What a won bid was paid, and the rate the bid was placed at (the rate a win pays, whatever the rates are now). */
  win_amount?: string | number;
  rate?: string | number;
}

export interface BetDetails extends SettlementRecord {
  played_for: string;
  status: string;
  type: string;
  bid_amount: string | number;
  /** The rate the bet was placed at. */
  win_ratio: string | number;
  game: string;
  number: string;
  win_amount: string | number;
}

/** What this server adds to a movement of the winnings and wallet answers: its kind, ref and bid, flat. */
export interface MovementWire {
  kind?: string;
  ref?: string | null;
  market?: string | null;
  game?: string | null;
  number?: string | null;
  session?: string | null;
}

export interface PassbookRecord {
  id: string | number;
  date: string;
  before_wallet: string | number;
  /** The main wallet's part of the movement (rupees). */
  amount: string | number;
  /** The bonus's part of the movement (rupees). */
  bonus_amount: string | number;
  after_wallet: string | number;
  remark: string;
  /** The movement's kind (bet, win, bonus, deposit, …), so the app words the remark itself. */
  kind?: string;
  /** The movement's welcome-bonus, deposit or withdrawal reference, transfer counterpart or correction reason. */
  ref?: string | null;
  exp?: BetDetails | null;
}

export interface WinningRecord extends MovementWire {
  sn?: string | number;
  date: string;
  /** What the bid won, all of it. */
  amount: string | number;
  /** The part of it that went to the bonus (a stake paid from the bonus; docs/bonus-rule.md). */
  bonus_amount?: string | number;
  remark: string;
}

/** A paged answer's page and count of pages, as sent. */
export interface PageWire {
  total_pages: number | string;
  current_page: number | string;
}

export type BidHistoryPayload = DateWindow & { page: number; openFlter: string; closeFlter: string; type?: string };
export type PassbookPayload = DateWindow & { current_page: number; type?: 'dw' };

/** The history calls on the wire: bid history (games2), the passbook and the legacy winning ledger. */
export interface HistoryWire {
  bidHistory(payload: BidHistoryPayload): Promise<WireEnvelope & PageWire & { bids: BidRecord[] }>;
  passbook(payload: PassbookPayload): Promise<WireEnvelope & PageWire & { data: PassbookRecord[] }>;
  /** Legacy form `winning_ledger`. */
  winningLedger(payload: { type: string }): Promise<WireEnvelope & { data: WinningRecord[] }>;
}
