import { requireDigit } from '../numbers/digits.js';
import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';
import { ank, SINGLE_PANAS } from '../numbers/panas.js';

/** Single pana bulk: every SP pana starting with a typed prefix, or every SP pana of an ank. */
export function singlePanaBulk(by: { prefix: string } | { ank: number }): string[] {
  // Any value may come from a JavaScript caller: only an object has options to read.
  const options: unknown = by;
  if (typeof options !== 'object' || options === null)
    throw new InvalidBidInput(
      'unknown-option',
      `Choose single panas by a digit prefix or by an ank ({ prefix } or { ank }), not ${describeInput(by)}.`,
      by,
    );
  if ('prefix' in by) {
    const { prefix } = by;
    if (typeof prefix !== 'string' || !/^[0-9]{1,3}$/.test(prefix)) {
      throw new InvalidBidInput(
        'not-a-prefix',
        `Type one to three digits to choose single panas, not ${describeInput(prefix)}.`,
        prefix,
      );
    }
    return SINGLE_PANAS.filter((pana) => pana.startsWith(prefix));
  }
  if ('ank' in by) {
    const digit = requireDigit(by.ank, 'The ank');
    return SINGLE_PANAS.filter((pana) => ank(pana) === digit);
  }
  throw new InvalidBidInput('unknown-option', 'Choose single panas by a digit prefix or by an ank.', by);
}
