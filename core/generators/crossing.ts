import { JODIS, requireDigitString } from '../numbers/digits.js';

/**
 * Crossing: every jodi made of two of the typed digits (`'12'` → 11 12 21 22), or only
 * those of two different digits when `doubles` is false (`'12'` → 12 21).
 */
export function crossing(digits: string, options: { doubles?: boolean } = {}): string[] {
  const typed = requireDigitString(digits, 'crossing');
  const doubles = options.doubles ?? true;
  return JODIS.filter(
    (jodi) => typed.has(Number(jodi[0])) && typed.has(Number(jodi[1])) && (doubles || jodi[0] !== jodi[1]),
  );
}
