import type { BidRecord, HistoryGateway } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { toPaise } from '../wallet/money.js';
import { boardOfRecord, reasonOfRecord, type BidReason } from './bid-reason.js';
import type { BoardId } from '../markets/boards.js';
import { rangePayload, type DateRange } from './date-range.js';
import { paging, type Paging } from './paging.js';

export type BidStatus = 'WON' | 'LOSS' | 'PENDING';

export interface BidRow {
  status: BidStatus;
  time: string;
  market: string;
  date: string;
  game: string;
  session: string;
  number: string;
  amountPaise: number;
  /** The board it was made on, where the server kept it (family pana, SP motor, …). */
  board: BoardId | undefined;
  /** What a won bid was paid (0 otherwise). */
  winPaise: number;
  /** Why it won or lost, where the answer carries the result. */
  reason: BidReason | undefined;
}

export interface BidHistoryQuery {
  range: DateRange;
  page: number;
  /** The filter panel: show OPEN-session bids, CLOSE-session bids (both by default). */
  open: boolean;
  close: boolean;
  fresh?: boolean;
}

/** bid_status WON or LOSS; anything else is pending (market-play §3). */
export function bidStatus(value: unknown): BidStatus {
  const status = String(value).trim().toUpperCase();
  return status === 'WON' ? 'WON' : status === 'LOSS' ? 'LOSS' : 'PENDING';
}

/** Bid history (/gameHistory), through games2. */
export class BidHistory {
  constructor(
    private readonly history: HistoryGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async load(query: BidHistoryQuery): Promise<Outcome<{ rows: BidRow[]; paging: Paging }>> {
    const answer = await this.policy.run(() =>
      this.history.bidHistory({
        ...rangePayload(query.range, query.fresh ?? false),
        page: query.page,
        openFlter: query.open ? '1' : '0',
        closeFlter: query.close ? '1' : '0',
      }),
    );
    if (!answer.ok) return answer;
    return success({
      rows: (answer.value.bids ?? []).map(bidRow),
      paging: paging(answer.value.current_page, answer.value.total_pages),
    });
  }
}

function bidRow(record: BidRecord): BidRow {
  const status = bidStatus(record.bid_status);
  const amountPaise = toPaise(record.amount) ?? 0;
  const winPaise = status === 'WON' ? (toPaise(record.win_amount) ?? 0) : 0;
  return {
    status,
    time: record.time,
    market: record.market,
    date: record.date,
    game: record.game,
    session: record.session,
    number: record.number,
    amountPaise,
    board: boardOfRecord(record, record.number),
    winPaise,
    reason: reasonOfRecord(record, {
      game: record.game,
      number: record.number,
      session: record.session,
      status: status === 'LOSS' ? 'LOSS' : status,
      stakePaise: amountPaise,
      rate: String(record.rate ?? ''),
      payoutPaise: winPaise,
    }),
  };
}
