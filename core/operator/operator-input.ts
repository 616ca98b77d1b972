import { MAX_AMOUNT_PAISE, paiseOfRupees, positiveAmount } from '../funds/amount-input.js';
import { indianRupees } from '../wallet/money.js';
import { operatorText, type OperatorText } from './operator-messages.js';
import { isOperatorRole } from './roles.js';

// The console's input rules: each answers the message to show, or undefined when the input is good.

/**
 * The longest reason (a rejection's, a block's, a bonus's or an adjustment's; the player reads
 * a rejection's), trimmed: the console's field and counter stop here, and the server refuses
 * one longer (contract/console/console-requests.ts reads this very constant).
 */
export const MAX_REASON_LENGTH = 200;
/** The longest payout reference (the bank's UTR or reference number), trimmed: the field and the server alike. */
export const MAX_PAYOUT_REFERENCE_LENGTH = 100;
/** A new operator password's least length (docs/console-api.md, /me/password). */
export const MIN_OPERATOR_PASSWORD = 10;

/** Past the most one movement may be (or `maxPaise`): the message names the field and the most. */
export const amountTooLarge = (label = 'The amount', maxPaise = MAX_AMOUNT_PAISE): OperatorText =>
  operatorText('amountTooLarge', { label, max: indianRupees(maxPaise, { whole: true }) });

export function reasonError(reason: string): OperatorText | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return operatorText('enterReason');
  if (trimmed.length > MAX_REASON_LENGTH) return operatorText('reasonTooLong', { max: MAX_REASON_LENGTH });
  return undefined;
}

export function payoutReferenceError(reference: string): OperatorText | undefined {
  const trimmed = reference.trim();
  if (trimmed === '') return operatorText('enterPayoutReference');
  if (trimmed.length > MAX_PAYOUT_REFERENCE_LENGTH)
    return operatorText('payoutReferenceTooLong', { max: MAX_PAYOUT_REFERENCE_LENGTH });
  return undefined;
}

export function totpCodeError(code: string): OperatorText | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : operatorText('enterTotpCode');
}

/** A bonus: positive rupees with at most two decimals, no more than one movement may be. */
export function bonusAmountError(amount: string): OperatorText | undefined {
  const paise = positiveAmount(amount);
  if (paise === undefined)
    return operatorText('enterPositiveAmount', { max: indianRupees(MAX_AMOUNT_PAISE, { whole: true }) });
  return paise > MAX_AMOUNT_PAISE ? amountTooLarge() : undefined;
}

/** The signed paise of an adjustment ('-250' takes, '500' or '+500' gives), or undefined. */
export function adjustmentPaise(amount: string): number | undefined {
  const match = /^([+-]?)\s*(.+)$/.exec(amount.trim());
  const paise = match ? paiseOfRupees(match[2]!) : undefined;
  if (paise === undefined || paise === 0) return undefined;
  return match![1] === '-' ? -paise : paise;
}

export function adjustmentError(amount: string): OperatorText | undefined {
  const paise = adjustmentPaise(amount);
  if (paise === undefined) return operatorText('enterSignedAmount');
  return Math.abs(paise) > MAX_AMOUNT_PAISE ? amountTooLarge() : undefined;
}

export function newPasswordError(next: string, confirm: string): OperatorText | undefined {
  if (next.length < MIN_OPERATOR_PASSWORD) return operatorText('newPasswordTooShort', { min: MIN_OPERATOR_PASSWORD });
  return next === confirm ? undefined : operatorText('passwordsDiffer');
}

export function usernameError(username: string): OperatorText | undefined {
  // The server's rule (docs/console-api.md): it keeps the name in lower case.
  return /^[A-Za-z0-9._-]{3,32}$/.test(username.trim()) ? undefined : operatorText('enterNewUsername');
}

export function roleError(role: string): OperatorText | undefined {
  return isOperatorRole(role) ? undefined : operatorText('chooseRole');
}

/** An audit filter's day: empty (no filter) or a real YYYY-MM-DD date. */
export function dayError(day: string): OperatorText | undefined {
  const trimmed = day.trim();
  if (trimmed === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  return date && date.toISOString().slice(0, 10) === trimmed ? undefined : operatorText('enterValidDate');
}
