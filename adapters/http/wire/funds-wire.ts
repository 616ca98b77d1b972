// The funds calls as the player API takes and answers them: the answers' types are inferred from
// the contract's schemas (contract/player/funds.ts), never written again here.
import type * as v from 'valibot';
import type {
  bankDetails,
  depositAllowance,
  depositPause,
  depositRecord,
  fundRecord,
  limitWindow,
  manualPayment,
  paymentMethod,
  realityCheckAnswer,
  selfLimitsAnswer,
  transferRecipient,
  withdrawInfo,
  withdrawRequest,
} from '../../../contract/player/funds.js';
import type { SuccessWire, WireEnvelope } from '../../../contract/player/envelope.js';
import type * as requests from '../../../contract/player/funds-requests.js';
import type * as limits from '../../../contract/player/self-limit-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';

/** A payment method as the player API sends it. */
export type PaymentMethodWire = v.InferOutput<typeof paymentMethod>;
export type BankDetailsWire = v.InferOutput<typeof bankDetails>;
/** A movement of the wallet, with what this server adds to it: its kind, ref and bid. */
export type WalletTransactionWire = v.InferOutput<typeof fundRecord>;
export type DepositRecordWire = v.InferOutput<typeof depositRecord>;
export type WithdrawRequestWire = v.InferOutput<typeof withdrawRequest>;
/** One limit: rupees or '' for none; next: a waiting raise in rupees, 'none' for a removal, or ''. */
export type LimitWire = v.InferOutput<typeof limitWindow>;
/** The limits a player sets on themself; times are the server's 'YYYY-MM-DD HH:MM'. */
export type SelfLimitsWire = v.InferOutput<typeof selfLimitsAnswer>;
/** The reality check's figures for the player's current login session. */
export type RealityCheckWire = v.InferOutput<typeof realityCheckAnswer>;
/** Why no deposit can be made now, as a catalogue key with its values. */
export type DepositPauseWire = v.InferOutput<typeof depositPause>;
/** The deposit limit with the least left (rupees). */
export type DepositAllowanceWire = v.InferOutput<typeof depositAllowance>;
export type ManualPaymentWire = v.InferOutput<typeof manualPayment>;
export type WithdrawInfoWire = v.InferOutput<typeof withdrawInfo>;
/** A transfer recipient's masked name. */
export type TransferRecipientWire = v.InferOutput<typeof transferRecipient>;
/** A list answer of the legacy form calls. */
export type RecordsWire<R> = WireEnvelope & { data: R[] };

/** A deposit's proof of payment, with the `note` and `deposit_mode` older servers read. */
export type CreatePaymentRequestPayload = RequestBody<typeof requests.DepositCommand> & {
  note: '';
  deposit_mode: 'Manual Deposit';
};

/** The wallet and funds calls as the player API takes and answers them (amounts in rupees). */
export interface FundsWire {
  manualPaymentDetails(): Promise<ManualPaymentWire>;
  createPaymentRequest(payload: CreatePaymentRequestPayload): Promise<SuccessWire>;
  withdrawInfo(): Promise<WithdrawInfoWire>;
  updateBankDetails(payload: RequestBody<typeof requests.BankDetailsCommand>): Promise<SuccessWire>;
  withdraw(payload: RequestBody<typeof requests.WithdrawCommand>): Promise<SuccessWire>;
  /** Whom a transfer to this mobile would pay (a masked name); moves nothing. */
  transferRecipient(payload: RequestBody<typeof requests.TransferRecipientQuery>): Promise<TransferRecipientWire>;
  /** Legacy form `transfer`. */
  transfer(payload: RequestBody<typeof requests.TransferCommand>): Promise<SuccessWire>;
  /** Legacy form `transaction_history`. */
  walletTransactions(): Promise<RecordsWire<WalletTransactionWire>>;
  /** Legacy form `deposit_history`: every deposit, or with status 'pending' those still to decide. */
  depositHistory(payload: RequestBody<typeof requests.DepositHistoryQuery>): Promise<RecordsWire<DepositRecordWire>>;
  /** Legacy form `withdraw_reqs`. */
  withdrawRequests(): Promise<RecordsWire<WithdrawRequestWire>>;
  selfLimits(): Promise<SelfLimitsWire>;
  /** Rupees, or '' to remove the limit. */
  setDailyLimit(payload: RequestBody<typeof limits.DailyLimitCommand>): Promise<SelfLimitsWire>;
  setLimit(payload: RequestBody<typeof limits.SetLimitCommand>): Promise<SelfLimitsWire>;
  coolOff(payload: RequestBody<typeof limits.CoolOffCommand>): Promise<SelfLimitsWire>;
  selfExclude(payload: RequestBody<typeof limits.SelfExclusionCommand>): Promise<SelfLimitsWire>;
  setRealityCheck(payload: RequestBody<typeof limits.RealityCheckCommand>): Promise<SelfLimitsWire>;
  realityCheck(): Promise<RealityCheckWire>;
}
