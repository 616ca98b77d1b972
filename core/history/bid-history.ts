import type { HistoryBid, HistoryGateway } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { boardOfRecord, reasonOfRecord, type BidReason } from './bid-reason.js';
import type { BoardId } from '../markets/boards.js';
import type { DateRange } from './date-range.js';
import { paging, type Paging } from './paging.js';
import type { WinningKind } from './winnings.js';

/** VOIDED: its market day had no result by its deadline and the stake was refunded. */
export type BidStatus = 'WON' | 'LOSS' | 'PENDING' | 'VOIDED';

export interface BidRow {
  status: BidStatus;
  time: string;
  market: string;
  /** A starline bid's slot, '' for other markets. */
  timing: string;
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
  /** One kind of market's bids (the three bid histories of /funds, /gameHistorySelection); all when left out. */
  kind?: WinningKind;
}

/** bid_status WON, LOSS or VOIDED; anything else is pending. */
export function bidStatus(value: unknown): BidStatus {
  const status = String(value).trim().toUpperCase();
  return status === 'WON' || status === 'LOSS' || status === 'VOIDED' ? status : 'PENDING';
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
        range: query.range,
        fresh: query.fresh ?? false,
        page: query.page,
        open: query.open,
        close: query.close,
        ...(query.kind ? { kind: query.kind } : {}),
      }),
    );
    if (!answer.ok) return answer;
    return success({
      rows: answer.value.rows.map(bidRow),
      paging: paging(answer.value.page, answer.value.totalPages),
    });
  }
}

function bidRow(record: HistoryBid): BidRow {
  const status = bidStatus(record.status);
  const amountPaise = record.amountPaise;
  const winPaise = status === 'WON' ? record.winPaise : 0;
  return {
    status,
    time: record.time,
    market: record.market,
    timing: record.timing,
    date: record.date,
    game: record.game,
    session: record.session,
    number: record.number,
    amountPaise,
    board: boardOfRecord(record, record.number),
    winPaise,
    // A voided bid was refunded, not decided: it has no reason to win or lose.
    reason:
      status === 'VOIDED'
        ? undefined
        : reasonOfRecord(record, {
            game: record.game,
            number: record.number,
            session: record.session,
            status,
            stakePaise: amountPaise,
            rate: record.rate,
            payoutPaise: winPaise,
          }),
  };
}
