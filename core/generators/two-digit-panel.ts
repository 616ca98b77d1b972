import { JODIS } from '../numbers/digits.js';
import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';
import { ALL_PANAS } from '../numbers/panas.js';

const count = (text: string, digit: string) => text.split(digit).length - 1;

// The two-digit panel table, derived once: each two-digit key to its ten panas.
const PANEL_OF: ReadonlyMap<string, readonly string[]> = new Map(
  JODIS.map((key) => {
    const [a, b] = [key[0]!, key[1]!];
    return [key, ALL_PANAS.filter((pana) => (a === b ? count(pana, a) >= 2 : pana.includes(a) && pana.includes(b)))];
  }),
);

/**
 * Two digit panel: the ten panas that contain both digits of `key` (`'12'` and `'21'` give
 * the same ten). For equal digits (`'33'`) they are the nine DP with two of that digit and
 * its TP. The existing apps' table is keyed `00` and `10`–`99`; `01`–`09` are read as `10`–`90`,
 * since the order of the two digits never matters.
 */
export function twoDigitPanel(key: string): string[] {
  if (typeof key !== 'string' || !/^[0-9]{2}$/.test(key)) {
    throw new InvalidBidInput(
      'not-a-jodi',
      `The two digit panel needs two digits, like 12 or 00, not ${describeInput(key)}.`,
      key,
    );
  }
  return [...PANEL_OF.get(key)!];
}
