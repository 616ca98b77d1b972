import type { ActivityRow } from './activity-row.js';
import type { ConsoleAnswer, ConsolePage } from './console-answer.js';
import { token } from './token.js';

export type RequestStatus = 'pending' | 'completed' | 'rejected';
/**
 * `utr-duplicate`: the deposit repeats the UTR of `duplicateOf` (stored twice before one UTR
 * made one deposit; the server will not approve it while that one stands).
 */
export type DepositWarning = 'utr-duplicate' | 'utr-seen-before' | 'amount-unusual';

export interface PlayerRef {
  id: string;
  name: string;
  mobile: string;
}

export interface DeskDecision {
  status: RequestStatus;
  reason?: string | undefined;
  decidedBy?: string | undefined;
  decidedAt?: string | undefined;
}

export interface DepositRow extends DeskDecision {
  id: string;
  player: PlayerRef;
  amountPaise: number;
  utr: string;
  createdAt: string;
  warnings: DepositWarning[];
  /** The deposit whose UTR this one repeats: the same payment, credited once. */
  duplicateOf?: string | undefined;
  /** The player's typical deposit, which an unusual amount is far from. */
  typicalAmountPaise?: number | undefined;
  /** When the payment screenshot was deleted, its keeping time after the decision over (setting screenshot_keep_days). */
  screenshotDeletedAt?: string | undefined;
  /**
   * Two-person control: the first of two approvals, while it waits for a second operator's (an
   * approval that moved more than the threshold, with what its operator moved to the player alone that day).
   */
  firstApproval?: { by: string; at: string } | undefined;
  /** The cashier reviewing it now (their claim): the other cashiers' reviews pass it by. */
  claimedBy?: string | undefined;
}

export interface WithdrawalRow extends DeskDecision {
  id: string;
  player: PlayerRef;
  amountPaise: number;
  /** Where it is paid: the account on file when the player asked, whatever they saved since. */
  bank: { acno: string; name: string; ifsc: string };
  /** The account on file now, when the player saved another while it was pending (absent: none, or an older server). */
  bankOnFileNow?: { acno: string; name: string; ifsc: string } | null | undefined;
  /** The main wallet beside the held amount. */
  withdrawablePaise: number;
  createdAt: string;
  payoutReference?: string | undefined;
  /** What the player owes now (a corrected result took back a win they had spent or withdrawn). */
  debtPaise: number;
  /**
   * While pending: how much of the amount the player's money covers once the debt is paid
   * (less than the amount: it cannot be approved whole). Undefined once decided.
   */
  coveredPaise?: number | undefined;
  /** Once completed: what was paid (all of it, or the covered part an owner approved). */
  paidPaise?: number | undefined;
  /** A hold on the player's payouts: nothing of theirs is approved while it stands. */
  hold?: PayoutHold | undefined;
  /** Two-person control: approving it now takes two operators (pending, above the owner's threshold). */
  secondApproval?: boolean;
  /** The first of the two approvals: by whom and when; undefined before it. */
  /** The first of two approvals; `coveredReason` when it was an owner's approval of the covered part (the second pays that part). */
  firstApproval?: { by: string; at: string; coveredReason?: string | undefined } | undefined;
  /** The cashier reviewing it now (their claim): the other cashiers' reviews pass it by. */
  claimedBy?: string | undefined;
}

/** A hold on a player's payouts, with the reason the player reads. */
export interface PayoutHold {
  reason: string;
  heldBy: string;
  heldAt: string;
}

/** The player's last 30 days beside a withdrawal, so a deposit-and-withdraw without play shows. */
export interface WithdrawalContext {
  deposits: ActivityRow[];
  bets: ActivityRow[];
  wins: ActivityRow[];
  totals: { depositedPaise: number; stakedPaise: number; wonPaise: number; bets: number };
  /** The player's wallet now, and how much of this withdrawal it covers once the debt is paid (while pending). */
  money?:
    | {
        amountPaise: number;
        balancePaise: number;
        bonusPaise: number;
        debtPaise: number;
        coveredPaise?: number | undefined;
      }
    | undefined;
  hold?: PayoutHold | undefined;
  /** Where the player's money came from since they joined (a server without it: undefined). */
  trail?: MoneyTrail | undefined;
}

/**
 * Where a player's money came from since they joined, from the ledger to the paisa. The
 * lines sum to `walletPaise` (main and bonus): deposited − staked + won + credited − debited
 * + bonuses + other (refunds, transfers, withdrawals held and returned, debt).
 */
export interface MoneyTrail {
  depositedPaise: number;
  stakedPaise: number;
  /** Wins, less the wins a correction took back. */
  wonPaise: number;
  /** Operators' adjustments that added money. */
  creditedPaise: number;
  /** Operators' adjustments that took money (a positive amount). */
  debitedPaise: number;
  bonusesPaise: number;
  otherPaise: number;
  walletPaise: number;
  /** How many bonuses and adjustments there are in all; `gifts` holds the newest 50. */
  giftCount: number;
  gifts: MoneyGift[];
}

/** A bonus or an adjustment, with the operator who gave it and the second who approved it (when it took two). */
export interface MoneyGift {
  id: string;
  kind: 'bonus' | 'adjustment';
  amountPaise: number;
  remark: string;
  /** Undefined for a bonus no operator gave (a welcome or deposit bonus) and rows older than the record. */
  givenBy?: string | undefined;
  approvedBy?: string | undefined;
  at: string;
}

export interface PendingCounts {
  pendingDeposits: number;
  pendingWithdrawals: number;
  /** How many of the pending ones a cashier has claimed for review now (absent: an older server, none). */
  claimedDeposits?: number | undefined;
  claimedWithdrawals?: number | undefined;
}

/**
 * The order of a desk's pending requests: oldest first (the player who paid first is served
 * first), or newest first. Decided requests come after them, newest first.
 */
export type DeskOrder = 'oldest' | 'newest';

/** A cashier's claim on a pending request they review: the other cashiers pass it by until it ends. */
export interface DeskClaim {
  id: string;
  claimedBy: string;
  /** When it ends unless renewed (the review renews it while open). */
  claimedUntil: string;
}

export interface DeskQuery {
  status?: RequestStatus | undefined;
  page: number;
  /** A part of a mobile, of a name, or of a UTR (a withdrawal's payout reference). */
  search?: string | undefined;
  /** The amount range, each end included. */
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  /** The pending requests' order (absent: oldest first). */
  order?: DeskOrder | undefined;
}

/** A desk's filters as the cashier typed them: the amounts are rupees ('500', '99.50'), or empty. */
export interface DeskFilters {
  status?: RequestStatus | undefined;
  search?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  order?: DeskOrder | undefined;
}

/** The deposit and withdraw desks. */
export interface DeskGateway {
  counts(): Promise<ConsoleAnswer<PendingCounts>>;
  deposits(query: DeskQuery): Promise<ConsoleAnswer<ConsolePage<DepositRow>>>;
  /** Where the browser fetches a deposit's payment screenshot (the session cookie goes with it). */
  depositImageUrl(id: string): string;
  approveDeposit(request: { id: string }): Promise<ConsoleAnswer<DepositRow>>;
  rejectDeposit(request: { id: string; reason: string }): Promise<ConsoleAnswer<DepositRow>>;
  withdrawals(query: DeskQuery): Promise<ConsoleAnswer<ConsolePage<WithdrawalRow>>>;
  withdrawalContext(request: { id: string }): Promise<ConsoleAnswer<WithdrawalContext>>;
  approveWithdrawal(request: { id: string; payoutReference: string }): Promise<ConsoleAnswer<WithdrawalRow>>;
  rejectWithdrawal(request: { id: string; reason: string }): Promise<ConsoleAnswer<WithdrawalRow>>;
  /** Claims the pending request for this cashier's review, or renews their claim (refused: another cashier's claim stands). */
  claim(request: { desk: 'deposit' | 'withdrawal'; id: string }): Promise<ConsoleAnswer<DeskClaim>>;
  /** Ends this cashier's claim on the request (their review closed or moved on). */
  release(request: { desk: 'deposit' | 'withdrawal'; id: string }): Promise<ConsoleAnswer<{ released: boolean }>>;
  /** An owner's approval of the part the player's debt leaves covered, with the reason. */
  approveCoveredWithdrawal(request: {
    id: string;
    payoutReference: string;
    reason: string;
  }): Promise<ConsoleAnswer<WithdrawalRow>>;
}
export const DeskGateway = token<DeskGateway>('DeskGateway');
