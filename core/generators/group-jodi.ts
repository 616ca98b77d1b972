import { cut } from '../numbers/digits.js';
import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';

/**
 * Group jodi: the 8 jodis {ab, a'b, ab', a'b', ba, b'a, ba', b'a'} where x' is the cut of x.
 * A jodi whose digits are equal or cuts of each other (00, 05, 11, 16, …) is in no group.
 */
export function groupJodi(jodi: string): string[] {
  if (typeof jodi !== 'string' || !/^[0-9]{2}$/.test(jodi)) {
    throw new InvalidBidInput(
      'not-a-jodi',
      `A group jodi needs a jodi of two digits, like 12, not ${describeInput(jodi)}.`,
      jodi,
    );
  }
  const a = Number(jodi[0]);
  const b = Number(jodi[1]);
  if (a === b || b === cut(a)) {
    throw new InvalidBidInput(
      'jodi-in-no-group',
      `${jodi} is in no jodi group: its two digits are equal or cuts of each other. Enter a jodi like 12 or 34.`,
      jodi,
    );
  }
  const members = new Set<string>();
  for (const x of [a, cut(a)]) {
    for (const y of [b, cut(b)]) {
      members.add(`${x}${y}`);
      members.add(`${y}${x}`);
    }
  }
  return [...members].sort();
}
