import { JODIS, requireDigitString } from '../numbers/digits.js';
import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';

/**
 * Crossing: every jodi made of two of the typed digits (`'12'` → 11 12 21 22), or only
 * those of two different digits when `doubles` is false (`'12'` → 12 21).
 */
export function crossing(digits: string, options: { doubles?: boolean } = {}): string[] {
  const typed = requireDigitString(digits, 'crossing');
  const given: unknown = options;
  const isOptions = typeof given === 'object' && given !== null;
  const doubles = isOptions ? (given as { doubles?: unknown }).doubles : undefined;
  if (!isOptions || (doubles !== undefined && typeof doubles !== 'boolean'))
    throw new InvalidBidInput(
      'unknown-option',
      `Crossing's options are { doubles: true } or { doubles: false }, not ${describeInput(given)}.`,
      given,
    );
  return JODIS.filter(
    (jodi) => typed.has(Number(jodi[0])) && typed.has(Number(jodi[1])) && (doubles !== false || jodi[0] !== jodi[1]),
  );
}
