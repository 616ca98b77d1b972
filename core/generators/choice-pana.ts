import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';
import { ALL_PANAS, panaKind, requireKinds, type PanaKind } from '../numbers/panas.js';

/** A position's filter as a digit, or undefined for any digit ('*', blank or absent). */
function position(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '' || value === '*') return undefined;
  if (typeof value === 'string' && /^[0-9]$/.test(value)) return value;
  throw new InvalidBidInput(
    'not-a-position',
    `The ${name} digit must be one digit 0–9, or * for any digit, not ${describeInput(value)}.`,
    value,
  );
}

/** Choice pana: every pana of the chosen kinds whose fixed positions match. */
export function choicePana(filter: {
  kinds: readonly PanaKind[];
  left?: string;
  middle?: string;
  right?: string;
}): string[] {
  const kinds = requireKinds(filter?.kinds);
  const wanted = [position(filter.left, 'left'), position(filter.middle, 'middle'), position(filter.right, 'right')];
  return ALL_PANAS.filter(
    (pana) => kinds.has(panaKind(pana)!) && wanted.every((digit, i) => digit === undefined || pana[i] === digit),
  );
}
