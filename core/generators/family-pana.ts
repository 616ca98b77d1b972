import { cut, digitRank } from '../numbers/digits.js';
import { ALL_PANAS, requirePana } from '../numbers/panas.js';

/** Three digits written as a pana: sorted by the game's order, zero highest. */
function asPana(digits: readonly number[]): string {
  return [...digits].sort((a, b) => digitRank(a) - digitRank(b)).join('');
}

/** Every pana reachable from `pana` by replacing any of its digits with their cuts. */
function deriveFamily(pana: string): readonly string[] {
  const digits = Array.from(pana, Number);
  const members = new Set<string>();
  for (let mask = 0; mask < 8; mask++) {
    members.add(asPana(digits.map((digit, i) => (mask & (1 << i) ? cut(digit) : digit))));
  }
  return Object.freeze([...members].sort());
}

// 220 panas in 35 families: derived once when the module loads.
const FAMILY_OF: ReadonlyMap<string, readonly string[]> = new Map(ALL_PANAS.map((pana) => [pana, deriveFamily(pana)]));

/** Family pana: the family of a pana (100 → 100 150 155 556 560 600); 8, 6 or 4 members. */
export function familyPana(pana: string): string[] {
  return [...FAMILY_OF.get(requirePana(pana, 'The family pana'))!];
}
