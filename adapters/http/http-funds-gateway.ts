import {
  TransportFailure,
  toPaise,
  walletString,
  type FundsGateway,
  type LimitPaise,
  type LimitWindow,
  type RealityCheckMinutes,
  type SelfLimits,
  type WalletTransaction,
} from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { legacySucceeded, portAnswerOf, succeeded, wordsOf } from './port-answer-of.js';
import type { FundsWire, LimitWire, SelfLimitsWire, WalletTransactionWire } from './wire/funds-wire.js';
import { movementOf } from './http-history-gateway.js';
import { successAnswer } from '../../contract/player/envelope.js';
import {
  manualPayment,
  realityCheckAnswer,
  walletTransactions,
  depositHistory,
  withdrawRequests,
  selfLimitsAnswer,
  transferRecipient,
  withdrawInfo,
} from '../../contract/player/funds.js';

/** The wallet and funds calls of the player API over HTTP. */
export class HttpFundsWire implements FundsWire {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  manualPaymentDetails: FundsWire['manualPaymentDetails'] = () =>
    this.json.call('manual-payment-details', 'GET', {}, manualPayment);
  createPaymentRequest: FundsWire['createPaymentRequest'] = (p) =>
    this.json.call('create-payment-request', 'POST', p, successAnswer);
  withdrawInfo: FundsWire['withdrawInfo'] = () => this.json.call('withdraw-info', 'GET', {}, withdrawInfo);
  updateBankDetails: FundsWire['updateBankDetails'] = (p) =>
    this.json.call('withdraw-details-update', 'POST', p, successAnswer);
  withdraw: FundsWire['withdraw'] = (p) => this.json.call('withdraw', 'POST', p, successAnswer);
  transferRecipient: FundsWire['transferRecipient'] = (p) =>
    this.json.call('transfer-recipient', 'POST', p, transferRecipient);
  transfer: FundsWire['transfer'] = (p) => this.legacy.post('transfer', p, successAnswer);
  walletTransactions: FundsWire['walletTransactions'] = () =>
    this.legacy.post('transaction_history', {}, walletTransactions);
  depositHistory: FundsWire['depositHistory'] = (p) => this.legacy.post('deposit_history', p, depositHistory);
  withdrawRequests: FundsWire['withdrawRequests'] = () => this.legacy.post('withdraw_reqs', {}, withdrawRequests);
  selfLimits: FundsWire['selfLimits'] = () => this.json.call('self-limits', 'POST', {}, selfLimitsAnswer);
  setDailyLimit: FundsWire['setDailyLimit'] = (p) => this.json.call('daily-limit', 'POST', p, selfLimitsAnswer);
  setLimit: FundsWire['setLimit'] = (p) => this.json.call('set-limit', 'POST', p, selfLimitsAnswer);
  coolOff: FundsWire['coolOff'] = (p) => this.json.call('cool-off', 'POST', p, selfLimitsAnswer);
  selfExclude: FundsWire['selfExclude'] = (p) => this.json.call('self-exclusion', 'POST', p, selfLimitsAnswer);
  setRealityCheck: FundsWire['setRealityCheck'] = (p) =>
    this.json.call('set-reality-check', 'POST', p, selfLimitsAnswer);
  realityCheck: FundsWire['realityCheck'] = () => this.json.call('reality-check', 'POST', {}, realityCheckAnswer);
}

/** The funds port over HTTP. */
export class HttpFundsGateway implements FundsGateway {
  private readonly port: FundsGateway;

  constructor(json: JsonClient, legacy: LegacyFormClient) {
    this.port = fundsOverWire(new HttpFundsWire(json, legacy));
  }

  manualPaymentDetails: FundsGateway['manualPaymentDetails'] = () => this.port.manualPaymentDetails();
  createPaymentRequest: FundsGateway['createPaymentRequest'] = (r) => this.port.createPaymentRequest(r);
  withdrawInfo: FundsGateway['withdrawInfo'] = () => this.port.withdrawInfo();
  updateBankDetails: FundsGateway['updateBankDetails'] = (d) => this.port.updateBankDetails(d);
  withdraw: FundsGateway['withdraw'] = (r) => this.port.withdraw(r);
  transferRecipient: FundsGateway['transferRecipient'] = (r) => this.port.transferRecipient(r);
  transfer: FundsGateway['transfer'] = (r) => this.port.transfer(r);
  walletTransactions: FundsGateway['walletTransactions'] = () => this.port.walletTransactions();
  depositHistory: FundsGateway['depositHistory'] = (request) => this.port.depositHistory(request);
  withdrawRequests: FundsGateway['withdrawRequests'] = () => this.port.withdrawRequests();
  selfLimits: FundsGateway['selfLimits'] = () => this.port.selfLimits();
  setDailyLimit: FundsGateway['setDailyLimit'] = (r) => this.port.setDailyLimit(r);
  setLimit: FundsGateway['setLimit'] = (r) => this.port.setLimit(r);
  coolOff: FundsGateway['coolOff'] = (r) => this.port.coolOff(r);
  selfExclude: FundsGateway['selfExclude'] = (r) => this.port.selfExclude(r);
  setRealityCheck: FundsGateway['setRealityCheck'] = (r) => this.port.setRealityCheck(r);
  realityCheck: FundsGateway['realityCheck'] = () => this.port.realityCheck();
}

/** A JSON answer's success flag. */
const flagged = { flag: (answer: { success: unknown }) => answer.success };
/** A legacy form answer's success flag: anything but '0' (or 0 / false) is a success. */
const legacyFlagged = { flag: (answer: { success: unknown }) => legacySucceeded(answer.success) };

/** The funds port over the player API's wire (HTTP, or a test's scripted answers). */
export function fundsOverWire(wire: FundsWire): FundsGateway {
  const limitsAnswer = async (answer: Promise<SelfLimitsWire>) => portAnswerOf(await answer, selfLimitsOf, flagged);
  return {
    manualPaymentDetails: async () =>
      portAnswerOf(await wire.manualPaymentDetails(), (answer) => {
        const pause = answer.deposit_paused;
        const allowance = answer.deposit_allowance;
        const [limitPaise, leftPaise] = [toPaise(allowance?.limit), toPaise(allowance?.left)];
        return {
          // A pause hides the methods, whatever the server sent with it.
          methods: pause ? [] : (answer.data ?? []).map(paymentMethodOf).filter((m) => Object.keys(m).length > 0),
          onlyWalletPaise: toPaise(answer.only_wallet) ?? 0,
          bonusPaise: toPaise(answer.bonus) ?? 0,
          ...(pause
            ? {
                paused: {
                  messageKey: pause.message_key,
                  ...(pause.message_values ? { messageValues: pause.message_values } : {}),
                },
              }
            : {}),
          ...(allowance && limitPaise !== undefined && leftPaise !== undefined
            ? { allowance: { period: allowance.period, limitPaise, leftPaise } }
            : {}),
        };
      }),
    createPaymentRequest: async (request) =>
      portAnswerOf(
        await wire.createPaymentRequest({
          amount: walletString(request.amountPaise),
          transaction_id: request.utr,
          note: '',
          image: request.screenshotDataUrl,
          deposit_mode: 'Manual Deposit',
        }),
        wordsOf,
        flagged,
      ),
    withdrawInfo: async () =>
      portAnswerOf(await wire.withdrawInfo(), (info) => {
        const details = succeeded(info.bank_details_available) ? info.bank_details : undefined;
        const stakeLeft = info.bonus_cash_stake_left === undefined ? undefined : toPaise(info.bonus_cash_stake_left);
        return {
          ...(details ? { bankDetails: { acno: details.acno, name: details.name, ifsc: details.ifsc } } : {}),
          onlyWalletPaise: toPaise(info.only_wallet) ?? 0,
          bonusPaise: toPaise(info.bonus) ?? 0,
          ...(stakeLeft === undefined ? {} : { bonusCashStakeLeftPaise: stakeLeft }),
          ...(typeof info.content === 'string' ? { content: info.content } : {}),
        };
      }),
    updateBankDetails: async (details) =>
      portAnswerOf(
        await wire.updateBankDetails({ acno: details.acno, name: details.name, ifsc: details.ifsc }),
        wordsOf,
        flagged,
      ),
    withdraw: async (request) =>
      portAnswerOf(await wire.withdraw({ amount: walletString(request.amountPaise) }), wordsOf, flagged),
    transferRecipient: async (request) =>
      portAnswerOf(
        await wire.transferRecipient({ user: request.user }),
        // A name the server did not send reads as masked whole, as an empty name is.
        (answer) => ({ maskedName: answer.name?.trim() || '***' }),
        flagged,
      ),
    transfer: async (request) =>
      portAnswerOf(
        await wire.transfer({ user: request.user, amount: walletString(request.amountPaise) }),
        wordsOf,
        legacyFlagged,
      ),
    walletTransactions: async () =>
      portAnswerOf(await wire.walletTransactions(), (answer) => (answer.data ?? []).map(walletTransactionOf)),
    depositHistory: async (request = {}) =>
      portAnswerOf(await wire.depositHistory(request.pendingOnly ? { status: 'pending' } : {}), (answer) =>
        (answer.data ?? []).map((row) => ({
          ...walletTransactionOf(row),
          ...(typeof row.status === 'string' && typeof row.utr === 'string'
            ? { parts: { status: row.status, utr: row.utr, reason: row.reason ?? '' } }
            : {}),
        })),
      ),
    withdrawRequests: async () =>
      portAnswerOf(await wire.withdrawRequests(), (answer) =>
        (answer.data ?? []).map((row) => ({
          sn: String(row.sn ?? ''),
          date: row.date ?? '',
          amountPaise: toPaise(row.amount) ?? 0,
          status: String(row.status ?? ''),
          fundId: String(row.fund_id ?? ''),
          payoutReference: (row.payout_reference ?? '').trim(),
        })),
      ),
    selfLimits: () => limitsAnswer(wire.selfLimits()),
    setDailyLimit: (request) => limitsAnswer(wire.setDailyLimit({ amount: limitAmount(request.limitPaise) })),
    setLimit: (request) =>
      limitsAnswer(
        wire.setLimit({ kind: request.kind, period: request.period, amount: limitAmount(request.limitPaise) }),
      ),
    coolOff: (request) => limitsAnswer(wire.coolOff({ period: request.period })),
    selfExclude: (request) => limitsAnswer(wire.selfExclude({ period: request.period })),
    setRealityCheck: (request) => limitsAnswer(wire.setRealityCheck({ minutes: request.minutes })),
    realityCheck: async () =>
      portAnswerOf(
        await wire.realityCheck(),
        (answer) => ({
          intervalMinutes: minutesOf(answer.reality_check),
          playedSeconds: Math.max(0, Math.floor(Number(answer.played_seconds ?? 0) || 0)),
          netPaise: toPaise(answer.net ?? '0') ?? 0,
          sessionStarted: answer.session_started ?? '',
        }),
        flagged,
      ),
  };
}

/** A payment method with only the values it has. */
function paymentMethodOf(method: { qr_code?: string; upi_id?: string; bank_details?: string }) {
  const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  return {
    ...(present(method.qr_code) ? { qrCode: method.qr_code } : {}),
    ...(present(method.upi_id) ? { upiId: method.upi_id } : {}),
    ...(present(method.bank_details) ? { bankDetails: method.bank_details } : {}),
  };
}

function walletTransactionOf(row: WalletTransactionWire): WalletTransaction {
  return {
    sn: String(row.sn ?? ''),
    date: row.date ?? '',
    amountPaise: toPaise(row.amount) ?? 0,
    remark: row.remark ?? '',
    ...movementOf(row),
  };
}

/** A limit to send: rupees, or '' to remove it. */
function limitAmount(paise: number | undefined): string {
  return paise === undefined ? '' : walletString(paise);
}

/**
 * Rupees or '' for none, in paise. A figure that cannot be read makes the whole answer
 * malformed, as any answer the adapter cannot read: a limit misread as "none" would hide a
 * protection the player set.
 */
function paiseOrNone(value: string | undefined): LimitPaise {
  if (!value) return undefined;
  const paise = toPaise(value);
  if (paise === undefined) throw new TransportFailure('malformed', 'self-limits', `unreadable limit figure: ${value}`);
  return paise;
}

function minutesOf(value: unknown): RealityCheckMinutes {
  return ([0, 15, 30, 60] as const).find((m) => m === value) ?? 0;
}

function windowOf(limit: LimitWire): LimitWindow {
  return {
    kind: limit.kind,
    period: limit.period,
    limitPaise: paiseOrNone(limit.limit),
    usedPaise: paiseOrNone(limit.used) ?? 0,
    next: limit.next
      ? { limitPaise: limit.next === 'none' ? undefined : paiseOrNone(limit.next), from: limit.from }
      : undefined,
  };
}

/** The limits as they stand; an older server lists no windows: its daily stake limit is the stake limit's day. */
function selfLimitsOf(answer: SelfLimitsWire): SelfLimits {
  const next = answer.daily_limit_next;
  const daily: LimitWire = {
    kind: 'stake',
    period: 'day',
    limit: answer.daily_limit ?? '',
    used: answer.staked_today ?? '0',
    next: next ?? '',
    from: answer.daily_limit_from ?? '',
  };
  return {
    windows: (answer.limits ?? [daily]).map(windowOf),
    dailyLimitPaise: paiseOrNone(answer.daily_limit),
    stakedTodayPaise: paiseOrNone(answer.staked_today) ?? 0,
    next: next
      ? { dailyLimitPaise: next === 'none' ? undefined : paiseOrNone(next), from: answer.daily_limit_from ?? '' }
      : undefined,
    coolOffUntil: answer.cool_off_until ? answer.cool_off_until : undefined,
    excludedUntil: answer.excluded_until ? answer.excluded_until : undefined,
    excludedForGood: answer.excluded_for_good === true,
    realityCheckMinutes: minutesOf(answer.reality_check),
  };
}
