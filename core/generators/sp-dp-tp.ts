import { requireDigit } from '../numbers/digits.js';
import { ALL_PANAS, ank, panaKind, requireKinds, type PanaKind } from '../numbers/panas.js';

// Panas grouped by ank once, so a board press filters 22 panas instead of 220.
const PANAS_BY_ANK: readonly (readonly string[])[] = Array.from({ length: 10 }, (_, digit) =>
  ALL_PANAS.filter((pana) => ank(pana) === digit),
);

/** SP DP TP: every pana of the chosen kinds whose ank is `digit` (12 SP, 9 DP, 1 TP per ank). */
export function spDpTp(kinds: readonly PanaKind[], digit: number): string[] {
  const chosen = requireKinds(kinds);
  const sum = requireDigit(digit, 'The ank');
  return PANAS_BY_ANK[sum]!.filter((pana) => chosen.has(panaKind(pana)!));
}
