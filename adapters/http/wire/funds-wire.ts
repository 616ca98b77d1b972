import type { WireEnvelope } from '../port-answer-of.js';
import type { SuccessWire } from './betting-wire.js';
import type { MovementWire } from './history-wire.js';

/** A payment method as the player API sends it. */
export interface PaymentMethodWire {
  qr_code?: string;
  upi_id?: string;
  bank_details?: string;
}
export interface BankDetailsWire {
  acno: string;
  name: string;
  ifsc: string;
}
/** What this server adds to a movement of the wallet answers: its kind, ref and bid. */
export interface WalletTransactionWire extends MovementWire {
  sn: string | number;
  remark: string;
  date: string;
  amount: string | number;
}
export interface DepositRecordWire extends WalletTransactionWire {
  /** The remark's parts, where the server sends them: Completed, Pending or Rejected; the UTR; a rejection's reason. */
  status?: string;
  utr?: string;
  reason?: string;
}
export interface WithdrawRequestWire {
  sn: string | number;
  date: string;
  amount: string | number;
  status: string;
  fund_id: string | number;
  /** The bank's reference (UTR) the operator paid it with, once approved; '' or absent otherwise. */
  payout_reference?: string;
}

/** One limit: rupees or '' for none; next: a waiting raise in rupees, 'none' for a removal, or ''. */
export interface LimitWire {
  kind: 'deposit' | 'stake' | 'loss';
  period: 'day' | 'week' | 'month';
  limit: string;
  used: string;
  next: string;
  from: string;
}
/** The limits a player sets on themself; times are the server's 'YYYY-MM-DD HH:MM'. */
export interface SelfLimitsWire extends SuccessWire {
  /** Rupees a day, or '' for none. */
  daily_limit?: string;
  staked_today?: string;
  /** A raise waiting for its 24 hours: rupees, 'none' for a removal, or ''. */
  daily_limit_next?: string;
  daily_limit_from?: string;
  /** Every limit, a kind over a period, with what its window used (rupees); absent from older servers. */
  limits?: LimitWire[];
  cool_off_until?: string;
  excluded_until?: string;
  excluded_for_good?: boolean;
  /** Minutes between reality checks, 0 for off. */
  reality_check?: number;
}
/** The reality check's figures for the player's current login session. */
export interface RealityCheckWire extends SuccessWire {
  reality_check?: number;
  session_started?: string;
  played_seconds?: number;
  /** Won less staked in this session, rupees with a sign. */
  net?: string;
}

/** Why no deposit can be made now, as a catalogue key with its values. */
export interface DepositPauseWire {
  message_key: string;
  message_values?: Record<string, string | number>;
}
/** The deposit limit with the least left (rupees). */
export interface DepositAllowanceWire {
  period: 'day' | 'week' | 'month';
  limit: string | number;
  left: string | number;
}
export interface ManualPaymentWire extends WireEnvelope {
  data: PaymentMethodWire[];
  only_wallet: string | number;
  bonus: string | number;
  deposit_paused?: DepositPauseWire | undefined;
  deposit_allowance?: DepositAllowanceWire | undefined;
}
export interface WithdrawInfoWire extends WireEnvelope {
  success: boolean | string | number;
  content?: string;
  bank_details_available: boolean | string | number;
  bank_details?: BankDetailsWire | null;
  only_wallet: string | number;
  bonus: string | number;
  /** Cash still to stake before wins on bonus stakes are paid as cash; absent from a server without it. */
  bonus_cash_stake_left?: string | number;
}
export interface RecordsWire<R> extends WireEnvelope {
  data: R[];
}

export interface CreatePaymentRequestPayload {
  /** Rupees. */
  amount: string;
  transaction_id: string;
  note: '';
  image: string;
  deposit_mode: 'Manual Deposit';
}

/** The wallet and funds calls as the player API takes and answers them (amounts in rupees). */
export interface FundsWire {
  manualPaymentDetails(): Promise<ManualPaymentWire>;
  createPaymentRequest(payload: CreatePaymentRequestPayload): Promise<SuccessWire>;
  withdrawInfo(): Promise<WithdrawInfoWire>;
  updateBankDetails(payload: BankDetailsWire): Promise<SuccessWire>;
  withdraw(payload: { amount: string }): Promise<SuccessWire>;
  /** Legacy form `transfer`. */
  transfer(payload: { user: string; amount: string }): Promise<SuccessWire>;
  /** Legacy form `transaction_history`. */
  walletTransactions(): Promise<RecordsWire<WalletTransactionWire>>;
  /** Legacy form `deposit_history`. */
  depositHistory(): Promise<RecordsWire<DepositRecordWire>>;
  /** Legacy form `withdraw_reqs`. */
  withdrawRequests(): Promise<RecordsWire<WithdrawRequestWire>>;
  selfLimits(): Promise<SelfLimitsWire>;
  /** Rupees, or '' to remove the limit. */
  setDailyLimit(payload: { amount: string }): Promise<SelfLimitsWire>;
  setLimit(payload: { kind: LimitWire['kind']; period: LimitWire['period']; amount: string }): Promise<SelfLimitsWire>;
  coolOff(payload: { period: '24h' | '7d' | '30d' }): Promise<SelfLimitsWire>;
  selfExclude(payload: { period: '6m' | '1y' | 'permanent' }): Promise<SelfLimitsWire>;
  setRealityCheck(payload: { minutes: 0 | 15 | 30 | 60 }): Promise<SelfLimitsWire>;
  realityCheck(): Promise<RealityCheckWire>;
}
