import type { Acknowledgement, PortAnswer, ServerWords } from './port-answer.js';
import { token } from './token.js';
import type { Movement } from './history-gateway.js';

/** One way to pay a deposit, with only what the operator set up for it. */
export interface PaymentMethod {
  /** A QR code to scan, as an image URL. */
  qrCode?: string;
  upiId?: string;
  /** Bank account details to pay to, as one line of text. */
  bankDetails?: string;
}

/** The bank account a player's withdrawals are paid to. */
export interface BankDetails {
  /** The account number. */
  acno: string;
  /** The account holder's name. */
  name: string;
  ifsc: string;
}

/** The deposit limit with the least left, when the player set one. */
export interface DepositAllowance {
  period: LimitPeriod;
  limitPaise: number;
  leftPaise: number;
}

/** What the Add Fund screen offers: the payment methods, the balances, and whether a deposit can be made now. */
export interface DepositOptions {
  /** The payment methods; none while deposits are paused. */
  methods: PaymentMethod[];
  /** The balance that can be withdrawn (not the bonus). */
  onlyWalletPaise: number;
  bonusPaise: number;
  /**
   * Why no deposit can be made now (a self-exclusion, a break, a deposit limit used up), as a
   * catalogue key with its values; absent when deposits are open.
   */
  paused?: ServerWords;
  allowance?: DepositAllowance;
}

/** A deposit request: what was paid, the bank transfer's UTR, and its screenshot as proof. */
export interface PaymentRequest {
  amountPaise: number;
  utr: string;
  /** The screenshot as a data URL. */
  screenshotDataUrl: string;
}

/** What the Withdraw screen shows before a withdrawal. */
export interface WithdrawalInfo {
  /** The account withdrawals are paid to; absent until the player has added one. */
  bankDetails?: BankDetails;
  /** The balance a withdrawal is checked against (not the bonus). */
  onlyWalletPaise: number;
  bonusPaise: number;
  /** Cash still to stake before wins on bonus stakes are paid as cash; absent when the server does not say. */
  bonusCashStakeLeftPaise?: number;
  /** The operator's words for the screen, if any. */
  content?: string;
}

/** A transfer to another player. */
export interface TransferRequest {
  /** The other player's mobile number. */
  user: string;
  /** What to send, in paise. */
  amountPaise: number;
}

/** The player a transfer would pay, as the server names them: masked ('Ra*** Ku***'), never in full. */
export interface TransferRecipient {
  maskedName: string;
}

/** One movement of the wallet: its serial number, its date, its amount (negative for a debit) and remark. */
export interface WalletTransaction extends Movement {
  sn: string;
  date: string;
  amountPaise: number;
  remark: string;
}

/** A deposit request, with its remark's parts where the server sends them. */
export interface DepositRecord extends WalletTransaction {
  /** Completed, Pending or Rejected (as the server spells it), the UTR and a rejection's reason. */
  parts?: { status: string; utr: string; reason: string };
}

/** A withdrawal request. */
export interface WithdrawRequestRecord {
  sn: string;
  date: string;
  amountPaise: number;
  /** Completed, Pending or Rejected, as the server spells it. */
  status: string;
  fundId: string;
  /** The bank's reference (UTR) the operator paid it with, once paid; '' otherwise. */
  payoutReference: string;
}

export type LimitKind = 'deposit' | 'stake' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type CoolOffPeriod = '24h' | '7d' | '30d';
export type ExclusionPeriod = '6m' | '1y' | 'permanent';
export type RealityCheckMinutes = 0 | 15 | 30 | 60;

/** An amount of a limit in paise: undefined for none. */
export type LimitPaise = number | undefined;

/** A raise or removal of a limit, waiting for its 24 hours: the limit from then on. */
export interface PendingLimit {
  limitPaise: LimitPaise;
  /** When it holds, in the market's time: 'YYYY-MM-DD HH:MM'. */
  from: string;
}

/** One of the nine limits (deposit, stake or loss, per day, week or month), with what its window used. */
export interface LimitWindow {
  kind: LimitKind;
  period: LimitPeriod;
  limitPaise: LimitPaise;
  usedPaise: number;
  next: PendingLimit | undefined;
}

/** The limits a player set on themself; times are the market's 'YYYY-MM-DD HH:MM'. */
export interface SelfLimits {
  /** Every limit; from a server that knows only the daily stake limit, that one. */
  windows: LimitWindow[];
  /** The daily stake limit. */
  dailyLimitPaise: LimitPaise;
  stakedTodayPaise: number;
  next: { dailyLimitPaise: LimitPaise; from: string } | undefined;
  coolOffUntil: string | undefined;
  excludedUntil: string | undefined;
  excludedForGood: boolean;
  /** Minutes between reality checks, 0 for off. */
  realityCheckMinutes: RealityCheckMinutes;
}

/** The reality check's figures for the player's current login session. */
export interface RealityCheckFigures {
  intervalMinutes: RealityCheckMinutes;
  playedSeconds: number;
  /** Won less staked in this session: below zero is a loss. */
  netPaise: number;
  /** When this login session began, in the market's time. */
  sessionStarted: string;
}

/**
 * The wallet and funds calls. A refusal's code is the server's reason (its catalogue key), or
 * `refused` when it named none.
 */
export interface FundsGateway {
  /** The payment methods and balances for a deposit, or why no deposit can be made now. */
  manualPaymentDetails(): Promise<PortAnswer<DepositOptions>>;
  /** Asks the operator to credit a manual deposit. */
  createPaymentRequest(request: PaymentRequest): Promise<PortAnswer<Acknowledgement>>;
  /** The account withdrawals go to, and the balances. */
  withdrawInfo(): Promise<PortAnswer<WithdrawalInfo>>;
  updateBankDetails(details: BankDetails): Promise<PortAnswer<Acknowledgement>>;
  /** Asks for a withdrawal of that many paise. */
  withdraw(request: { amountPaise: number }): Promise<PortAnswer<Acknowledgement>>;
  /**
   * Whom a transfer to this mobile would pay, by their masked name; moves nothing. Refused as
   * the transfer would be (oneself, no such player, the sender's own exclusion or block).
   */
  transferRecipient(request: { user: string }): Promise<PortAnswer<TransferRecipient>>;
  /** Moves money to another player's wallet. */
  transfer(request: TransferRequest): Promise<PortAnswer<Acknowledgement>>;
  /** The wallet's movements, newest first. */
  walletTransactions(): Promise<PortAnswer<WalletTransaction[]>>;
  /** The deposits, newest first; `pendingOnly`: only those a cashier has still to decide, however old. */
  depositHistory(request?: { pendingOnly?: boolean }): Promise<PortAnswer<DepositRecord[]>>;
  withdrawRequests(): Promise<PortAnswer<WithdrawRequestRecord[]>>;
  /** The player's limits. Each change below answers them as they are after it. */
  selfLimits(): Promise<PortAnswer<SelfLimits>>;
  /** Sets the daily stake limit; undefined removes it (after 24 hours). */
  setDailyLimit(request: { limitPaise: number | undefined }): Promise<PortAnswer<SelfLimits>>;
  /** Sets one of the nine limits; undefined removes it (after 24 hours). */
  setLimit(request: {
    kind: LimitKind;
    period: LimitPeriod;
    limitPaise: number | undefined;
  }): Promise<PortAnswer<SelfLimits>>;
  /** A break from play. */
  coolOff(request: { period: CoolOffPeriod }): Promise<PortAnswer<SelfLimits>>;
  /** A self-exclusion. */
  selfExclude(request: { period: ExclusionPeriod }): Promise<PortAnswer<SelfLimits>>;
  /** How often the reality check comes (0 turns it off). */
  setRealityCheck(request: { minutes: RealityCheckMinutes }): Promise<PortAnswer<SelfLimits>>;
  /** This login session's figures for the reality check. */
  realityCheck(): Promise<PortAnswer<RealityCheckFigures>>;
}
export const FundsGateway = token<FundsGateway>('FundsGateway');
