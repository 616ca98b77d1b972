import * as v from 'valibot';
import type { FundsGateway } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { amount, envelopeEntries, flag, list, movementEntries, opt, successAnswer, textField } from './wire.js';

const bankDetails = v.object({ acno: textField, name: textField, ifsc: textField });
const paymentMethod = v.looseObject({
  qr_code: opt(v.string()),
  upi_id: opt(v.string()),
  bank_details: opt(v.string()),
});
const manualPayment = v.looseObject({
  ...envelopeEntries,
  data: list(paymentMethod),
  only_wallet: v.optional(amount, '0'),
  bonus: v.optional(amount, '0'),
  // Why no deposit can be made now, and the deposit limit with the least left: absent from older servers.
  deposit_paused: opt(
    v.object({
      message_key: v.string(),
      message_values: opt(v.record(v.string(), v.union([v.string(), v.number()]))),
    }),
  ),
  deposit_allowance: opt(v.object({ period: v.picklist(['day', 'week', 'month']), limit: amount, left: amount })),
});
const withdrawInfo = v.looseObject({
  ...envelopeEntries,
  success: v.optional(flag, true),
  content: opt(v.string()),
  bank_details_available: v.optional(flag, false),
  bank_details: opt(bankDetails),
  only_wallet: v.optional(amount, '0'),
  bonus: v.optional(amount, '0'),
  bonus_cash_stake_left: opt(amount),
});
const fundRecord = v.looseObject({
  sn: v.optional(amount, ''),
  date: textField,
  amount: v.optional(amount, '0'),
  remark: textField,
  ...movementEntries,
});
const depositRecord = v.looseObject({
  ...fundRecord.entries,
  status: opt(v.string()),
  utr: opt(v.string()),
  reason: opt(v.string()),
});
const withdrawRequest = v.looseObject({
  sn: v.optional(amount, ''),
  date: textField,
  amount: v.optional(amount, '0'),
  status: textField,
  fund_id: v.optional(amount, ''),
  payout_reference: opt(v.pipe(amount, v.transform(String))),
});
const records = <S extends v.GenericSchema>(item: S) => v.looseObject({ ...envelopeEntries, data: list(item) });

/** The wallet and funds calls of the player API over HTTP. */
const limitsAnswer = v.looseObject({
  ...successAnswer.entries,
  daily_limit: opt(v.string()),
  staked_today: opt(v.string()),
  daily_limit_next: opt(v.string()),
  daily_limit_from: opt(v.string()),
  limits: opt(
    v.array(
      v.looseObject({
        kind: v.picklist(['deposit', 'stake', 'loss']),
        period: v.picklist(['day', 'week', 'month']),
        limit: v.string(),
        used: v.string(),
        next: v.string(),
        from: v.string(),
      }),
    ),
  ),
  cool_off_until: opt(v.string()),
  excluded_until: opt(v.string()),
  excluded_for_good: opt(v.boolean()),
  reality_check: opt(v.number()),
});
const realityCheckAnswer = v.looseObject({
  ...successAnswer.entries,
  reality_check: opt(v.number()),
  session_started: opt(v.string()),
  played_seconds: opt(v.number()),
  net: opt(v.string()),
});
export class HttpFundsGateway implements FundsGateway {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  manualPaymentDetails: FundsGateway['manualPaymentDetails'] = () =>
    this.json.call('manual-payment-details', 'GET', {}, manualPayment);
  createPaymentRequest: FundsGateway['createPaymentRequest'] = (p) =>
    this.json.call('create-payment-request', 'POST', p, successAnswer);
  withdrawInfo: FundsGateway['withdrawInfo'] = () => this.json.call('withdraw-info', 'GET', {}, withdrawInfo);
  updateBankDetails: FundsGateway['updateBankDetails'] = (p) =>
    this.json.call('withdraw-details-update', 'POST', p, successAnswer);
  withdraw: FundsGateway['withdraw'] = (p) => this.json.call('withdraw', 'POST', p, successAnswer);
  transfer: FundsGateway['transfer'] = (p) => this.legacy.post('transfer', p, successAnswer);
  walletTransactions: FundsGateway['walletTransactions'] = () =>
    this.legacy.post('transaction_history', {}, records(fundRecord));
  depositHistory: FundsGateway['depositHistory'] = () =>
    this.legacy.post('deposit_history', {}, records(depositRecord));
  withdrawRequests: FundsGateway['withdrawRequests'] = () =>
    this.legacy.post('withdraw_reqs', {}, records(withdrawRequest));
  selfLimits: FundsGateway['selfLimits'] = () => this.json.call('self-limits', 'POST', {}, limitsAnswer);
  setDailyLimit: FundsGateway['setDailyLimit'] = (p) => this.json.call('daily-limit', 'POST', p, limitsAnswer);
  setLimit: FundsGateway['setLimit'] = (p) => this.json.call('set-limit', 'POST', p, limitsAnswer);
  coolOff: FundsGateway['coolOff'] = (p) => this.json.call('cool-off', 'POST', p, limitsAnswer);
  selfExclude: FundsGateway['selfExclude'] = (p) => this.json.call('self-exclusion', 'POST', p, limitsAnswer);
  setRealityCheck: FundsGateway['setRealityCheck'] = (p) =>
    this.json.call('set-reality-check', 'POST', p, limitsAnswer);
  realityCheck: FundsGateway['realityCheck'] = () => this.json.call('reality-check', 'POST', {}, realityCheckAnswer);
}
