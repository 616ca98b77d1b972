import type { BetDetail, HistoryGateway, PassbookMovement } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { boardOfRecord, reasonOfRecord, type BidReason } from './bid-reason.js';
import type { BoardId } from '../markets/boards.js';
import { ledgerEntryOf, type LedgerEntry } from './ledger-entry.js';
import type { DateRange } from './date-range.js';
import { paging, type Paging } from './paging.js';

export type BetOutcome = 'Won' | 'Lost' | 'Pending' | 'Voided';

export interface PassbookRow {
  id: string;
  date: string;
  /** The wallet (main and bonus together) before and after the movement. */
  beforePaise: number;
  afterPaise: number;
  /**
   * The whole movement, main wallet and bonus together: a stake paid from the bonus is
   * −₹10.00 like any other, and the welcome bonus ₹100.00 as the wallet shows it.
   */
  amountPaise: number;
  /** The part of the movement that came from or went to the bonus. */
  bonusPaise: number;
  /** The server's own words, for a movement the app cannot word itself. */
  remark: string;
  /** What the movement was, where the server says it. */
  entry: LedgerEntry | undefined;
  /** The bet-detail sheet; undefined shows 'No Data'. */
  bet: BetDetailsView | undefined;
}

export interface BetDetailsView {
  playedFor: string;
  status: BetOutcome;
  /** The bid's session (OPEN, CLOSE), or '-' for a bid without one. */
  type: string;
  bidPaise: number;
  winRatio: string;
  game: string;
  /** The board it was made on, where the server kept it. */
  board: BoardId | undefined;
  number: string;
  winPaise: number;
  /** Why it won or lost, where the answer carries the result. */
  reason: BidReason | undefined;
}

export function betOutcome(value: unknown): BetOutcome {
  const status = String(value).trim().toLowerCase();
  if (status === 'voided') return 'Voided';
  return status === 'won' ? 'Won' : status === 'lost' ? 'Lost' : 'Pending';
}

/** The bet details' type: a session, or '-' for a bid without one. */
const sessionOf = (type: string) => (type === 'OPEN' || type === 'CLOSE' ? type : '');

/** The passbook (/passbook) and its deposit/withdraw variant (/passbookDW). */
export class Passbook {
  constructor(
    private readonly history: HistoryGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async load(query: {
    range: DateRange;
    page: number;
    depositsAndWithdrawals: boolean;
    fresh?: boolean;
  }): Promise<Outcome<{ rows: PassbookRow[]; paging: Paging }>> {
    const answer = await this.policy.run(() =>
      this.history.passbook({
        range: query.range,
        fresh: query.fresh ?? false,
        page: query.page,
        depositsAndWithdrawals: query.depositsAndWithdrawals,
      }),
    );
    if (!answer.ok) return answer;
    return success({
      rows: answer.value.rows.map(passbookRow),
      paging: paging(answer.value.page, answer.value.totalPages),
    });
  }
}

function passbookRow(record: PassbookMovement): PassbookRow {
  const bet = record.bet;
  return {
    id: record.id,
    date: record.date,
    beforePaise: record.beforePaise,
    afterPaise: record.afterPaise,
    amountPaise: record.mainPaise + record.bonusPaise,
    bonusPaise: record.bonusPaise,
    remark: record.remark,
    entry: ledgerEntryOf(record.kind, record.ref, record.bid),
    bet: bet ? betDetails(bet) : undefined,
  };
}

function betDetails(bet: BetDetail): BetDetailsView {
  const status = betOutcome(bet.status);
  const bidPaise = bet.bidPaise;
  const winPaise = status === 'Won' ? bet.winPaise : 0;
  const session = sessionOf(bet.type);
  return {
    playedFor: bet.playedFor,
    status,
    type: bet.type,
    bidPaise,
    winRatio: bet.winRatio,
    game: bet.game,
    board: boardOfRecord(bet, bet.number),
    number: bet.number,
    winPaise,
    // A voided bet was refunded, not decided: it has no reason to win or lose (as in the bid history).
    reason:
      status === 'Voided'
        ? undefined
        : reasonOfRecord(bet, {
            game: bet.game,
            number: bet.number,
            session,
            status: status === 'Won' ? 'WON' : status === 'Lost' ? 'LOSS' : 'PENDING',
            stakePaise: bidPaise,
            rate: bet.winRatio,
            payoutPaise: winPaise,
          }),
  };
}
