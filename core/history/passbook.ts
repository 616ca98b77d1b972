import type { HistoryGateway, PassbookRecord } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { toPaise } from '../wallet/money.js';
import { boardOfRecord, reasonOfRecord, type BidReason } from './bid-reason.js';
import type { BoardId } from '../markets/boards.js';
import { ledgerEntryOf, type LedgerEntry } from './ledger-entry.js';
import { rangePayload, type DateRange } from './date-range.js';
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

const paiseOf = (value: unknown) => toPaise(value) ?? 0;
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
        ...rangePayload(query.range, query.fresh ?? false),
        current_page: query.page,
        ...(query.depositsAndWithdrawals ? { type: 'dw' as const } : {}),
      }),
    );
    if (!answer.ok) return answer;
    return success({
      rows: (answer.value.data ?? []).map(passbookRow),
      paging: paging(answer.value.current_page, answer.value.total_pages),
    });
  }
}

function passbookRow(record: PassbookRecord): PassbookRow {
  const bet = record.exp;
  const bonusPaise = paiseOf(record.bonus_amount);
  return {
    id: String(record.id),
    date: record.date,
    beforePaise: paiseOf(record.before_wallet),
    afterPaise: paiseOf(record.after_wallet),
    amountPaise: paiseOf(record.amount) + bonusPaise,
    bonusPaise,
    remark: record.remark ?? '',
    entry: ledgerEntryOf(
      record.kind,
      record.ref,
      bet ? { market: bet.played_for, game: bet.game, number: bet.number, session: sessionOf(bet.type) } : undefined,
    ),
    bet: bet ? betDetails(bet) : undefined,
  };
}

function betDetails(bet: NonNullable<PassbookRecord['exp']>): BetDetailsView {
  const status = betOutcome(bet.status);
  const bidPaise = paiseOf(bet.bid_amount);
  const winPaise = status === 'Won' ? paiseOf(bet.win_amount) : 0;
  const session = sessionOf(bet.type);
  return {
    playedFor: bet.played_for,
    status,
    type: bet.type,
    bidPaise,
    winRatio: String(bet.win_ratio),
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
            rate: String(bet.win_ratio),
            payoutPaise: winPaise,
          }),
  };
}
