/**
 * Rupee amounts as answers carry them (`'1250'`, `'1,250.50'`, `1250.5`) to integer paise,
 * so sums and differences are exact. Undefined when the value is not an amount.
 */
export function toPaise(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.replace(/,/g, '').trim());
  if (!match) return undefined;
  const [, sign, rupees, fraction = ''] = match;
  const paise = Number(rupees) * 100 + Math.round(Number(`${fraction}000`.slice(0, 3)) / 10);
  if (!Number.isSafeInteger(paise)) return undefined;
  return sign === '-' ? -paise : paise;
}

/** Paise as a rupee amount with two decimals: 125050 → '1250.50'. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise as the wallet string the app stores: whole rupees without decimals ('1250'), else two. */
export function walletString(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : formatRupees(paise);
}

// Made on first use: the player app, which imports this module too, never pays for it.
let indianGrouping: Intl.NumberFormat | undefined;

/**
 * Paise as an operator reads them: rupees with Indian grouping and two decimals, a true
 * minus sign before the symbol (123456700 → '₹12,34,567.00', -1000 → '−₹10.00'). Whole
 * rupees and paise are formatted apart, so no float ever rounds an amount.
 */
export function indianRupees(paise: number): string {
  const abs = Math.abs(paise);
  indianGrouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const rupees = indianGrouping.format(Math.floor(abs / 100));
  return `${paise < 0 ? '−' : ''}₹${rupees}.${String(abs % 100).padStart(2, '0')}`;
}
