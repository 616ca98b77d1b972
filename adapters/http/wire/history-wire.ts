// The history calls as the player API takes and answers them: the answers' types are inferred
// from the contract's schemas (contract/player/history.ts), never written again here.
import type * as v from 'valibot';
import type { BidsQuery, PassbookQuery, WinningsQuery } from '../../../contract/player/history-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';
import type {
  betDetails,
  bidHistory,
  bidRecord,
  passbook,
  passbookRecord,
  resultRecord,
  winningRecord,
  winnings,
} from '../../../contract/player/history.js';

/** A history call's date window: market days, and FRESH_DATA '1' to skip the server's cache. */
export interface DateWindow {
  date: string;
  start_date: string;
  end_date: string;
  FRESH_DATA: '1' | '0';
}

/** A market's declared result, as the history answers carry it (null where not declared). */
export type ResultRecord = v.InferOutput<typeof resultRecord>;
/** What this server adds to a bid in the history answers, so the app can say why it won or lost. */
export type SettlementRecord = Pick<BidRecord, 'board' | 'market_kind' | 'result'>;
export type BidRecord = v.InferOutput<typeof bidRecord>;
export type BetDetails = v.InferOutput<typeof betDetails>;
/** What this server adds to a movement of the winnings and wallet answers: its kind, ref and bid, flat. */
export type MovementWire = Pick<WinningRecord, 'kind' | 'ref' | 'market' | 'game' | 'number' | 'session'>;
export type PassbookRecord = v.InferOutput<typeof passbookRecord>;
export type WinningRecord = v.InferOutput<typeof winningRecord>;
/** A paged answer's page and count of pages, as sent. */
export type PageWire = Pick<v.InferOutput<typeof bidHistory>, 'total_pages' | 'current_page'>;

export type BidHistoryPayload = DateWindow & RequestBody<typeof BidsQuery>;
export type PassbookPayload = DateWindow & RequestBody<typeof PassbookQuery>;

/** The history calls on the wire: bid history (games2), the passbook and the legacy winning ledger. */
export interface HistoryWire {
  bidHistory(payload: BidHistoryPayload): Promise<v.InferOutput<typeof bidHistory>>;
  passbook(payload: PassbookPayload): Promise<v.InferOutput<typeof passbook>>;
  /** Legacy form `winning_ledger`. */
  winningLedger(payload: RequestBody<typeof WinningsQuery>): Promise<v.InferOutput<typeof winnings>>;
}
