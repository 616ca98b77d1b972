import { cut } from '../numbers/digits.js';
import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';

const HALF = Array.from({ length: 10 }, (_, d) => `${d}${d}`);
// A digit followed by its cut: 05 16 27 38 49 50 61 72 83 94.
const FULL = Array.from({ length: 10 }, (_, d) => `${d}${cut(d)}`);

/** Red bracket: half gives the ten doubles 00…99; full gives each digit followed by its cut. */
export function redBracket(kind: 'half' | 'full'): string[] {
  if (kind === 'half') return [...HALF];
  if (kind === 'full') return [...FULL];
  throw new InvalidBidInput('unknown-option', `Choose the half or the full bracket, not ${describeInput(kind)}.`, kind);
}
