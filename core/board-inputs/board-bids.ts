import { text } from '../messages/text.js';
import { InvalidBidInput } from '../numbers/invalid-bid-input.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import type { GeneratorForm, InputValues } from './input-fields.js';

/** The bids a generator makes, or why it makes none: the rule its input broke, or that it matched nothing. */
function bidsOf(generate: () => string[]): Outcome<string[]> {
  let bids: string[];
  try {
    bids = generate();
  } catch (error) {
    if (!(error instanceof InvalidBidInput)) throw error;
    return invalid(error.text);
  }
  // A valid input can still make nothing (a motor of two digits has no single pana): say so.
  return bids.length === 0 ? invalid(text('noBidsFromInput')) : success(bids);
}

/** What a generator board's form makes of what the player entered. */
export function formBids(form: GeneratorForm, values: InputValues, swapped = false): Outcome<string[]> {
  return bidsOf(() => form.generate(values, swapped));
}

/** What one of a form's digit buttons makes (single pana bulk's ank 0–9). */
export function digitButtonBids(form: GeneratorForm, digit: number): Outcome<string[]> {
  const buttons = form.digitButtons;
  return buttons ? bidsOf(() => buttons.generate(digit)) : invalid(text('noBidsFromInput'));
}
