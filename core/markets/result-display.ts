/** What a market card shows before anything is declared (DOMAIN.md). */
export const NO_RESULT = '***-**-***';

/** A market's result as the card shows it: `250-71-489`, `250-7` before the close, or `***-**-***`. */
export function displayResult(result: string | null | undefined): string {
  const value = (result ?? '').trim();
  return value === '' ? NO_RESULT : value;
}

/** The parts of a declared result (`250-71-489` or `250-7`), or undefined when it has none. */
export function parseResult(result: string): { openPana: string; openDigit: string; closeDigit?: string; closePana?: string } | undefined {
  const full = /^(\d{3})-(\d)(\d)-(\d{3})$/.exec(result);
  if (full) return { openPana: full[1]!, openDigit: full[2]!, closeDigit: full[3]!, closePana: full[4]! };
  const open = /^(\d{3})-(\d)$/.exec(result);
  if (open) return { openPana: open[1]!, openDigit: open[2]! };
  return undefined;
}
