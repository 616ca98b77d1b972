import { toPaise } from '../wallet/money.js';

/** The most one deposit, withdrawal, transfer or bonus may move: ₹1,00,00,000. */
export const MAX_AMOUNT_PAISE = 10_000_000 * 100;

/**
 * Rupees as a player types them or a request sends them ('500', '99.50'): digits with at
 * most two decimals, as exact paise. Undefined for anything else, and for a number too
 * large to count exactly.
 */
export function paiseOfRupees(input: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(input);
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

/** A typed rupee amount as paise, when it is a positive amount with at most two decimals. */
export function positiveAmount(input: string): number | undefined {
  const paise = paiseOfRupees(input.trim());
  return paise !== undefined && paise > 0 ? paise : undefined;
}

/** A config value (min_deposit, min_withdraw, signup_bonus) as paise; missing or unreadable counts as 0. */
export function configAmount(value: unknown): number {
  const paise = toPaise(value ?? '0');
  return paise !== undefined && paise > 0 ? paise : 0;
}
