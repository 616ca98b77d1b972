import type { Envelope } from '../session/envelope.js';
import { token } from './token.js';

export interface BidRecord {
  bid_status: string;
  time: string;
  market: string;
  date: string;
  game: string;
  session: string;
  number: string;
  amount: string | number;
}
export interface BetDetails {
  played_for: string;
  status: string;
  type: string;
  bid_amount: string | number;
  win_ratio: string | number;
  game: string;
  number: string;
  win_amount: string | number;
}
export interface PassbookRecord {
  id: string | number;
  date: string;
  before_wallet: string | number;
  amount: string | number;
  bonus_amount: string | number;
  after_wallet: string | number;
  remark: string;
  exp?: BetDetails | null;
}
export interface WinningRecord {
  sn?: string | number;
  date: string;
  amount: string | number;
  remark: string;
}

export interface DateWindow {
  date: string;
  start_date: string;
  end_date: string;
  FRESH_DATA: '1' | '0';
}

/** The history calls of market-play §7. */
export interface HistoryGateway {
  /** `games2`: bid history. */
  bidHistory(
    payload: DateWindow & { page: number; openFlter: string; closeFlter: string; type?: string },
  ): Promise<Envelope & { bids: BidRecord[]; total_pages: number | string; current_page: number | string }>;
  passbook(
    payload: DateWindow & { current_page: number; type?: 'dw' },
  ): Promise<Envelope & { data: PassbookRecord[]; total_pages: number | string; current_page: number | string }>;
  /** Legacy form `winning_ledger`. */
  winningLedger(payload: { type: string }): Promise<Envelope & { data: WinningRecord[] }>;
}
export const HistoryGateway = token<HistoryGateway>('HistoryGateway');
