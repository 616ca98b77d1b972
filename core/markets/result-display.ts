import { ank } from '../numbers/panas.js';

/** What a market card shows before anything is declared (docs/number-rules.md). */
export const NO_RESULT = '***-**-***';

/** A market's result as the card shows it: `250-71-489`, `250-7` before the close, or `***-**-***`. */
export function displayResult(result: string | null | undefined): string {
  const value = (result ?? '').trim();
  return value === '' ? NO_RESULT : value;
}

/** The parts of a declared result (`250-71-489` or `250-7`), or undefined when it has none. */
export function parseResult(
  result: string,
): { openPana: string; openDigit: string; closeDigit?: string; closePana?: string } | undefined {
  const full = /^(\d{3})-(\d)(\d)-(\d{3})$/.exec(result);
  if (full) return { openPana: full[1]!, openDigit: full[2]!, closeDigit: full[3]!, closePana: full[4]! };
  const open = /^(\d{3})-(\d)$/.exec(result);
  if (open) return { openPana: open[1]!, openDigit: open[2]! };
  return undefined;
}

/**
 * A declaration as cards carry it: `250-7` after the open, `250-71-489` after the close, ''
 * before anything. A starline slot's one pana reads like an open: `128-1`.
 */
export function formatResult(result: {
  openPana?: string | null | undefined;
  closePana?: string | null | undefined;
}): string {
  if (!result.openPana) return '';
  const open = `${result.openPana}-${ank(result.openPana)}`;
  return result.closePana ? `${open}${ank(result.closePana)}-${result.closePana}` : open;
}
