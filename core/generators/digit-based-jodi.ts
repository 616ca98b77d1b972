import { JODIS, requireDigit } from '../numbers/digits.js';
import { InvalidBidInput } from '../numbers/invalid-bid-input.js';

/** Digit based jodi: every jodi starting with `left` or ending with `right` (10, or 19 with both). */
export function digitBasedJodi(sides: { left?: number; right?: number }): string[] {
  const left = sides?.left === undefined ? undefined : String(requireDigit(sides.left, 'The left digit'));
  const right = sides?.right === undefined ? undefined : String(requireDigit(sides.right, 'The right digit'));
  if (left === undefined && right === undefined) {
    throw new InvalidBidInput('no-side', 'Enter a left digit, a right digit, or both.', sides);
  }
  return JODIS.filter((jodi) => jodi[0] === left || jodi[1] === right);
}
