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

/**
 * Paise as the wire's rupee string (what answers and stored wallets carry, not what a player
 * reads): whole rupees without decimals ('1250'), else two ('1250.50', '-0.05').
 */
export function walletString(paise: number): string {
  if (paise % 100 === 0) return String(paise / 100);
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Made on first use, once: every amount on every screen goes through it.
let indianGrouping: Intl.NumberFormat | undefined;

/**
 * The one way money is shown, to players in every language and to operators: rupees with
 * Indian grouping (en-IN: lakhs and crores, Latin digits, whatever the app's language) and
 * two decimals, a true minus sign before the symbol (123456700 → '₹12,34,567.00', -1000 →
 * '−₹10.00'). `whole` drops '.00' from a whole amount (points on a slip: '₹1,000'), never
 * real paise. Whole rupees and paise are formatted apart, so no float ever rounds an amount;
 * anything but a safe integer of paise reads '—' rather than a wrong amount.
 */
export function indianRupees(paise: number, { whole = false }: { whole?: boolean } = {}): string {
  if (!Number.isSafeInteger(paise)) return '—';
  const abs = Math.abs(paise);
  indianGrouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });
  const rupees = indianGrouping.format(Math.floor(abs / 100));
  const fraction = whole && abs % 100 === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${paise < 0 ? '−' : ''}₹${rupees}${fraction}`;
}
