import { indianRupees } from '../wallet/money.js';

const PAISE_SUFFIX = 'Paise';

/** Integer paise as stored (a number, or digits where a value was stored as text), else undefined. */
function paiseOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * An audit row's before or after as an operator reads it: every field whose name ends in
 * `Paise` (`amountPaise`, `balancePaise`, `maxStakePaise`, …), at any depth, becomes rupees
 * as the console shows money (`{ amount: '₹500.00' }`), named without the suffix (or with
 * `Rupees` where that name is taken). A null stays null, anything that is not whole paise
 * stays as it is, and every other field is untouched. The trail keeps its paise; this is
 * how it is shown, in the console and in its CSV.
 */
export function auditValueInRupees(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(auditValueInRupees);
  if (value === null || typeof value !== 'object') return value;
  const fields = Object.entries(value as Record<string, unknown>);
  const names = new Set(fields.map(([name]) => name));
  return Object.fromEntries(
    fields.map(([name, field]) => {
      const paise = paiseOf(field);
      const isMoney = name.length > PAISE_SUFFIX.length && name.endsWith(PAISE_SUFFIX);
      if (!isMoney || (paise === undefined && field !== null)) return [name, auditValueInRupees(field)];
      const base = name.slice(0, -PAISE_SUFFIX.length);
      const shown = names.has(base) ? `${base}Rupees` : base;
      return [shown, paise === undefined ? null : indianRupees(paise)];
    }),
  );
}

/**
 * The same over the JSON text the console receives (`{"amountPaise":50000}` reads
 * `{"amount":"₹500.00"}`); text that is not JSON, or holds no money, comes back as it was.
 */
export function auditTextInRupees(text: string): string {
  if (!text.includes(PAISE_SUFFIX)) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const shown = JSON.stringify(auditValueInRupees(value));
  return shown === JSON.stringify(value) ? text : shown;
}
