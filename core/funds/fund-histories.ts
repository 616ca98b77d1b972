import type { DepositRecord, FundsGateway, WalletTransaction } from '../ports/funds-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { ledgerEntryOf, type LedgerEntry } from '../history/ledger-entry.js';

export interface FundRecord {
  sn: string;
  date: string;
  amountPaise: number;
  remark: string;
  /** What the movement was, where the server says it (wallet transactions). */
  entry: LedgerEntry | undefined;
}

/** A deposit: its record, and the parts of its remark where the server sends them (to word it in the player's language). */
export interface DepositRow extends FundRecord {
  deposit: { status: WithdrawStatus; utr: string; reason: string } | undefined;
}
export type WithdrawStatus = 'Completed' | 'Pending' | 'Rejected';
export interface WithdrawRequestRow {
  sn: string;
  date: string;
  amountPaise: number;
  status: WithdrawStatus;
  fundId: string;
  /** The bank's reference (UTR) of the payout, once paid; '' when the server sends none. */
  payoutReference: string;
  /** A withdraw request always reads as a debit. */
  type: 'Debit';
}

/** The wallet transactions (/wallet), deposit history and withdraw history lists. */
export class FundHistories {
  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async walletTransactions(): Promise<Outcome<FundRecord[]>> {
    const answer = await this.policy.run(() => this.funds.walletTransactions());
    return answer.ok ? success(answer.value.map(fundRecord)) : answer;
  }

  async deposits(): Promise<Outcome<DepositRow[]>> {
    const answer = await this.policy.run(() => this.funds.depositHistory());
    return answer.ok ? success(answer.value.map(depositRow)) : answer;
  }

  /**
   * The deposits a cashier has still to decide, however old: the server is asked for those
   * alone. A server that sends every deposit anyway (one older than the question) is read the
   * same, its pending ones kept.
   */
  async pendingDeposits(): Promise<Outcome<DepositRow[]>> {
    const answer = await this.policy.run(() => this.funds.depositHistory({ pendingOnly: true }));
    if (!answer.ok) return answer;
    return success(answer.value.map(depositRow).filter((row) => row.deposit?.status === 'Pending'));
  }

  async withdrawRequests(): Promise<Outcome<WithdrawRequestRow[]>> {
    const answer = await this.policy.run(() => this.funds.withdrawRequests());
    if (!answer.ok) return answer;
    return success(
      answer.value.map((row) => ({
        sn: row.sn,
        date: row.date,
        amountPaise: row.amountPaise,
        status: withdrawStatus(row.status),
        fundId: row.fundId,
        payoutReference: row.payoutReference,
        type: 'Debit' as const,
      })),
    );
  }
}

function depositRow(row: DepositRecord): DepositRow {
  return {
    ...fundRecord(row),
    deposit: row.parts
      ? { status: withdrawStatus(row.parts.status), utr: row.parts.utr, reason: row.parts.reason }
      : undefined,
  };
}

function fundRecord(row: WalletTransaction): FundRecord {
  return {
    sn: row.sn,
    date: row.date,
    amountPaise: row.amountPaise,
    remark: row.remark,
    entry: ledgerEntryOf(row.kind, row.ref, row.bid),
  };
}

/** Completed, Pending or Rejected; the server may spell them in any case, or as 1 / 0 / 2. */
export function withdrawStatus(status: unknown): WithdrawStatus {
  const value = String(status).trim().toLowerCase();
  if (value === 'completed' || value === 'approved' || value === '1') return 'Completed';
  if (value === 'rejected' || value === '2') return 'Rejected';
  return 'Pending';
}
