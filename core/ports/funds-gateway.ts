import type { Envelope } from '../session/envelope.js';
import type { SuccessAnswer } from './accounts-gateway.js';
import type { MovementRecord } from './history-gateway.js';
import { token } from './token.js';

export interface PaymentMethod {
  qr_code?: string;
  upi_id?: string;
  bank_details?: string;
}
export interface BankDetails {
  acno: string;
  name: string;
  ifsc: string;
}
export interface WalletTransaction extends MovementRecord {
  sn: string | number;
  remark: string;
  date: string;
  amount: string | number;
}
export interface DepositRecord {
  sn: string | number;
  date: string;
  amount: string | number;
  remark: string;
  /** The remark's parts, where the server sends them: Completed, Pending or Rejected; the UTR; a rejection's reason. */
  status?: string;
  utr?: string;
  reason?: string;
}
export interface WithdrawRequestRecord {
  sn: string | number;
  date: string;
  amount: string | number;
  status: string;
  fund_id: string | number;
  /** The bank's reference (UTR) the operator paid it with, once approved; '' or absent otherwise (this server's addition). */
  payout_reference?: string;
}

/** The limits a player sets on themself (docs/player-limits.md); times are the server's 'YYYY-MM-DD HH:MM'. */
export interface SelfLimitsAnswer extends Envelope {
  success: boolean | string | number;
  /** Rupees a day, or '' for none. */
  daily_limit?: string;
  staked_today?: string;
  /** A raise waiting for its 24 hours: rupees, 'none' for a removal, or ''. */
  daily_limit_next?: string;
  daily_limit_from?: string;
  /** Every limit, a kind over a period, with what its window used (rupees). */
  limits?: LimitAnswer[];
  cool_off_until?: string;
  excluded_until?: string;
  excluded_for_good?: boolean;
  /** Minutes between reality checks, 0 for off. */
  reality_check?: number;
}
/** The reality check's figures for the player's current login session. */
export interface RealityCheckAnswer extends Envelope {
  success: boolean | string | number;
  reality_check?: number;
  /** When this login session began, in the market's zone. */
  session_started?: string;
  played_seconds?: number;
  /** Won less staked in this session, rupees with a sign. */
  net?: string;
}
export type RealityCheckMinutes = 0 | 15 | 30 | 60;
/** One limit: rupees or '' for none; next: a waiting raise in rupees, 'none' for a removal, or ''. */
export interface LimitAnswer {
  kind: LimitKind;
  period: LimitPeriod;
  limit: string;
  used: string;
  next: string;
  from: string;
}
export type LimitKind = 'deposit' | 'stake' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type CoolOffPeriod = '24h' | '7d' | '30d';
export type ExclusionPeriod = '6m' | '1y' | 'permanent';

/**
 * Why a deposit cannot be made now (a self-exclusion, a break, a deposit limit used up), as a
 * catalogue text with its values; the server then sends no payment methods.
 */
export interface DepositPauseAnswer {
  message_key: string;
  message_values?: Record<string, string | number>;
}
/** The deposit limit with the least left (rupees), when the player has one. */
export interface DepositAllowanceAnswer {
  period: LimitPeriod;
  limit: string | number;
  left: string | number;
}

/** The wallet and funds calls. */
export interface FundsGateway {
  /** The payment methods, or none with `deposit_paused` when no deposit can be made now. */
  manualPaymentDetails(): Promise<
    Envelope & {
      data: PaymentMethod[];
      only_wallet: string | number;
      bonus: string | number;
      deposit_paused?: DepositPauseAnswer | undefined;
      deposit_allowance?: DepositAllowanceAnswer | undefined;
    }
  >;
  createPaymentRequest(payload: {
    amount: string;
    transaction_id: string;
    note: '';
    image: string;
    deposit_mode: 'Manual Deposit';
  }): Promise<SuccessAnswer>;
  withdrawInfo(): Promise<
    Envelope & {
      success: boolean | string | number;
      content?: string;
      bank_details_available: boolean | string | number;
      bank_details?: BankDetails | null;
      only_wallet: string | number;
      bonus: string | number;
      /** Cash still to stake before wins on bonus stakes are paid as cash (docs/bonus-rule.md); absent from a server without it. */
      bonus_cash_stake_left?: string | number;
    }
  >;
  updateBankDetails(payload: BankDetails): Promise<SuccessAnswer>;
  withdraw(payload: { amount: string }): Promise<SuccessAnswer>;
  /** Legacy form `transfer`. */
  transfer(payload: { user: string; amount: string }): Promise<SuccessAnswer>;
  /** Legacy form `transaction_history`. */
  walletTransactions(): Promise<Envelope & { data: WalletTransaction[] }>;
  /** Legacy form `deposit_history`. */
  depositHistory(): Promise<Envelope & { data: DepositRecord[] }>;
  /** Legacy form `withdraw_reqs`. */
  withdrawRequests(): Promise<Envelope & { data: WithdrawRequestRecord[] }>;
  /** A player's limits: read them; set the daily stake limit ('' removes it); a cool-off; a self-exclusion. */
  selfLimits(): Promise<SelfLimitsAnswer>;
  setDailyLimit(payload: { amount: string }): Promise<SelfLimitsAnswer>;
  /** One of the nine limits ('' removes it). */
  setLimit(payload: { kind: LimitKind; period: LimitPeriod; amount: string }): Promise<SelfLimitsAnswer>;
  coolOff(payload: { period: CoolOffPeriod }): Promise<SelfLimitsAnswer>;
  selfExclude(payload: { period: ExclusionPeriod }): Promise<SelfLimitsAnswer>;
  /** The reality check's interval (0 off), and this session's figures. */
  setRealityCheck(payload: { minutes: RealityCheckMinutes }): Promise<SelfLimitsAnswer>;
  realityCheck(): Promise<RealityCheckAnswer>;
}
export const FundsGateway = token<FundsGateway>('FundsGateway');
