import type { HistoryGateway, PassbookRecord } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { formatRupees, toPaise } from '../wallet/money.js';
import { rangePayload, type DateRange } from './date-range.js';
import { paging, type Paging } from './paging.js';

export type BetOutcome = 'Won' | 'Lost' | 'Pending' | 'Voided';

export interface PassbookRow {
  id: string;
  date: string;
  /** Amounts to two decimals (market-play §9). */
  before: string;
  amount: string;
  bonus: string;
  after: string;
  remark: string;
  /** The bet-detail sheet; undefined shows 'No Data'. */
  bet: BetDetailsView | undefined;
}

export interface BetDetailsView {
  playedFor: string;
  status: BetOutcome;
  type: string;
  bidAmount: string;
  winRatio: string;
  game: string;
  number: string;
  winAmount: string;
}

export function betOutcome(value: unknown): BetOutcome {
  const status = String(value).trim().toLowerCase();
  if (status === 'voided') return 'Voided';
  return status === 'won' ? 'Won' : status === 'lost' ? 'Lost' : 'Pending';
}

const twoDecimals = (value: unknown) => formatRupees(toPaise(value) ?? 0);

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
  return {
    id: String(record.id),
    date: record.date,
    before: twoDecimals(record.before_wallet),
    amount: twoDecimals(record.amount),
    bonus: twoDecimals(record.bonus_amount),
    after: twoDecimals(record.after_wallet),
    remark: record.remark ?? '',
    bet: bet
      ? {
          playedFor: bet.played_for,
          status: betOutcome(bet.status),
          type: bet.type,
          bidAmount: twoDecimals(bet.bid_amount),
          winRatio: String(bet.win_ratio),
          game: bet.game,
          number: bet.number,
          winAmount: twoDecimals(bet.win_amount),
        }
      : undefined,
  };
}
