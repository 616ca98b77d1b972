import { toPaise } from '../wallet/money.js';

/** A typed rupee amount as paise, when it is a positive amount with at most two decimals. */
export function positiveAmount(input: string): number | undefined {
  const typed = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(typed)) return undefined;
  const paise = toPaise(typed);
  return paise !== undefined && paise > 0 ? paise : undefined;
}

/** A config value (min_deposit, min_withdraw) as paise; missing or unreadable counts as 0. */
export function configAmount(value: unknown): number {
  const paise = toPaise(value ?? '0');
  return paise !== undefined && paise > 0 ? paise : 0;
}
