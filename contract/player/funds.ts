// The player API's wallet and funds answers, written once. The funds
// adapter reads them with these schemas; the server types its answers with what the schemas
// take (their input types), so whatever it sends, the app can read. Amounts are rupees.
import * as v from 'valibot';
import { amount, envelopeEntries, flag, list, movementEntries, opt, successAnswer, textField } from './envelope.js';

/** The account a withdrawal is paid to. */
export const bankDetails = v.object({ acno: textField, name: textField, ifsc: textField });

/** A way to pay a deposit: a QR code, a UPI id or bank details, each only where the operator set it. */
export const paymentMethod = v.looseObject({
  qr_code: opt(v.string()),
  upi_id: opt(v.string()),
  bank_details: opt(v.string()),
});

/** Why no deposit can be made now, as a catalogue key with its values. */
export const depositPause = v.object({
  message_key: v.string(),
  message_values: opt(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** The deposit limit with the least left (rupees). */
export const depositAllowance = v.object({ period: v.picklist(['day', 'week', 'month']), limit: amount, left: amount });

/** manual-payment-details: how to pay, the balances, and (from this server) whether a deposit may be made now. */
export const manualPayment = v.looseObject({
  ...envelopeEntries,
  data: list(paymentMethod),
  only_wallet: v.optional(amount, '0'),
  bonus: v.optional(amount, '0'),
  deposit_paused: opt(depositPause),
  deposit_allowance: opt(depositAllowance),
});

/** withdraw-info: the bank details, the balances and what is left to stake on the bonus. */
export const withdrawInfo = v.looseObject({
  ...envelopeEntries,
  success: v.optional(flag, true),
  content: opt(v.string()),
  bank_details_available: v.optional(flag, false),
  bank_details: opt(bankDetails),
  only_wallet: v.optional(amount, '0'),
  bonus: v.optional(amount, '0'),
  /** Cash still to stake before wins on bonus stakes are paid as cash; absent from an older server. */
  bonus_cash_stake_left: opt(amount),
});

/** One movement of the wallet, with what this server adds to it (its kind, ref and bid). */
export const fundRecord = v.looseObject({
  sn: v.optional(amount, ''),
  date: textField,
  amount: v.optional(amount, '0'),
  remark: textField,
  ...movementEntries,
});

/** A deposit: the remark's parts where the server sends them (Completed, Pending or Rejected; the UTR; a rejection's reason). */
export const depositRecord = v.looseObject({
  ...fundRecord.entries,
  status: opt(v.string()),
  utr: opt(v.string()),
  reason: opt(v.string()),
});

/** A withdrawal asked for; `payout_reference` is the bank's reference (UTR) once it was paid. */
export const withdrawRequest = v.looseObject({
  sn: v.optional(amount, ''),
  date: textField,
  amount: v.optional(amount, '0'),
  status: textField,
  fund_id: v.optional(amount, ''),
  payout_reference: opt(v.pipe(amount, v.transform(String))),
});

/** A list answer (`data`) of the legacy form calls. */
export const records = <S extends v.GenericSchema>(item: S) => v.looseObject({ ...envelopeEntries, data: list(item) });

/** transaction_history: the wallet's last movements, newest first. */
export const walletTransactions = records(fundRecord);
/** deposit_history: the player's deposits, newest first. */
export const depositHistory = records(depositRecord);
/** withdraw_reqs: the player's withdrawals, newest first. */
export const withdrawRequests = records(withdrawRequest);

/** One limit, a kind over a period: rupees or '' for none; `next` a waiting raise in rupees, 'none' for a removal, or ''. */
export const limitWindow = v.looseObject({
  kind: v.picklist(['deposit', 'stake', 'loss']),
  period: v.picklist(['day', 'week', 'month']),
  limit: v.string(),
  used: v.string(),
  next: v.string(),
  from: v.string(),
});

/** The limits a player set on themself (self-limits and every change of them); times are the market's 'YYYY-MM-DD HH:MM'. */
export const selfLimitsAnswer = v.looseObject({
  ...successAnswer.entries,
  /** Rupees a day, or '' for none. */
  daily_limit: opt(v.string()),
  staked_today: opt(v.string()),
  /** A raise waiting for its 24 hours: rupees, 'none' for a removal, or ''. */
  daily_limit_next: opt(v.string()),
  daily_limit_from: opt(v.string()),
  /** Every limit with what its window used; absent from an older server. */
  limits: opt(v.array(limitWindow)),
  cool_off_until: opt(v.string()),
  excluded_until: opt(v.string()),
  excluded_for_good: opt(v.boolean()),
  /** Minutes between reality checks, 0 for off. */
  reality_check: opt(v.number()),
});

/** The reality check's figures for the player's current login session; `net` is won less staked, rupees with a sign. */
export const realityCheckAnswer = v.looseObject({
  ...successAnswer.entries,
  reality_check: opt(v.number()),
  session_started: opt(v.string()),
  played_seconds: opt(v.number()),
  net: opt(v.string()),
});

/**
 * transfer-recipient: the name of the player a transfer would pay, masked (the first letters of
 * each part: 'Ra*** Ku***'), so the sender can see it is the right person before money moves.
 */
export const transferRecipient = v.looseObject({ ...successAnswer.entries, name: opt(v.string()) });

/** What the server sends, as the schemas take it. */
export type ManualPaymentAnswer = v.InferInput<typeof manualPayment>;
export type WithdrawInfoAnswer = v.InferInput<typeof withdrawInfo>;
export type WalletTransactionsAnswer = v.InferInput<typeof walletTransactions>;
export type DepositHistoryAnswer = v.InferInput<typeof depositHistory>;
export type WithdrawRequestsAnswer = v.InferInput<typeof withdrawRequests>;
export type SelfLimitsAnswer = v.InferInput<typeof selfLimitsAnswer>;
export type RealityCheckAnswer = v.InferInput<typeof realityCheckAnswer>;
export type TransferRecipientAnswer = v.InferInput<typeof transferRecipient>;
