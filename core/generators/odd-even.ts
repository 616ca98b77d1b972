import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';

const ODD = ['1', '3', '5', '7', '9'];
const EVEN = ['0', '2', '4', '6', '8'];

/** Odd even: the five odd or the five even single digits. */
export function oddEven(parity: 'odd' | 'even'): string[] {
  if (parity === 'odd') return [...ODD];
  if (parity === 'even') return [...EVEN];
  throw new InvalidBidInput('unknown-option', `Choose odd or even, not ${describeInput(parity)}.`, parity);
}
