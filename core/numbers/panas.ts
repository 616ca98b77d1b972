import { digitRank } from './digits.js';
import { describeInput, InvalidBidInput } from './invalid-bid-input.js';

/** SP: three distinct digits; DP: exactly two equal; TP: all three equal. */
export type PanaKind = 'SP' | 'DP' | 'TP';

export const PANA_KINDS: readonly PanaKind[] = Object.freeze(['SP', 'DP', 'TP'] as const);

/** The rule itself, for 000–999 as a number: three digits in non-decreasing order under 1 < 2 < … < 9 < 0. */
function followsPanaRule(n: number): boolean {
  const middle = digitRank(Math.floor(n / 10) % 10);
  return digitRank(Math.floor(n / 100)) <= middle && middle <= digitRank(n % 10);
}

function kindByRule(pana: string): PanaKind {
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'SP' : distinct === 2 ? 'DP' : 'TP';
}

// Every pana with its kind, derived once from the rule over 000–999 (a lookup is what
// keeps the generators fast: they ask for kinds hundreds of times per press). In plain
// arithmetic: the app derives it while it starts, on the player's phone.
const KIND_OF: ReadonlyMap<string, PanaKind> = new Map(
  Array.from({ length: 1000 }, (_, n) => n)
    .filter(followsPanaRule)
    .map((n) => String(n).padStart(3, '0'))
    .map((pana) => [pana, kindByRule(pana)]),
);

/**
 * A pana is three digits in non-decreasing order under 1 < 2 < … < 9 < 0:
 * `128`, `190`, `550`, `100`, `000` are panas; `019`, `201`, `010` are not.
 */
export function isPana(value: string): boolean {
  return KIND_OF.has(value);
}

/** The kind of a pana, or `undefined` when the value is not a pana. */
export function panaKind(value: string): PanaKind | undefined {
  return KIND_OF.get(value);
}

/** The last digit of a pana's digit sum: `ank('128') = 1`, `ank('777') = 1`. */
export function ank(pana: string): number {
  requirePana(pana, 'The pana');
  return (Number(pana[0]) + Number(pana[1]) + Number(pana[2])) % 10;
}

/** `value` as a pana, or an `InvalidBidInput` naming the field. */
export function requirePana(value: unknown, field: string): string {
  if (typeof value === 'string' && isPana(value)) return value;
  throw new InvalidBidInput(
    'not-a-pana',
    `${field} must be a pana: three digits in rising order, with 0 counting highest ` +
      `(like 128, 190, 550 or 000). ${describeInput(value)} is not one.`,
    value,
  );
}

/** Every pana, in catalogue (ascending) order: derived from the rule, not a pasted list. */
export const ALL_PANAS: readonly string[] = Object.freeze([...KIND_OF.keys()]);

const ofKind = (kind: PanaKind) => Object.freeze(ALL_PANAS.filter((pana) => panaKind(pana) === kind));

/** The 120 single panas (three distinct digits). */
export const SINGLE_PANAS: readonly string[] = ofKind('SP');
/** The 90 double panas (exactly two equal digits). */
export const DOUBLE_PANAS: readonly string[] = ofKind('DP');
/** The 10 triple panas `000`, `111` … `999`. */
export const TRIPLE_PANAS: readonly string[] = ofKind('TP');

/** The panas of a kind, in catalogue order. */
export function panasOfKind(kind: PanaKind): readonly string[] {
  return kind === 'SP' ? SINGLE_PANAS : kind === 'DP' ? DOUBLE_PANAS : TRIPLE_PANAS;
}

/** `kinds` as a non-empty set of pana kinds, or an `InvalidBidInput`. */
export function requireKinds(kinds: unknown): ReadonlySet<PanaKind> {
  if (!Array.isArray(kinds) || kinds.length === 0) {
    throw new InvalidBidInput('no-kinds', 'Choose at least one pana kind: SP, DP or TP.', kinds);
  }
  for (const kind of kinds) {
    if (!PANA_KINDS.includes(kind)) {
      throw new InvalidBidInput(
        'unknown-kind',
        `${describeInput(kind)} is not a pana kind. Choose SP, DP or TP.`,
        kind,
      );
    }
  }
  return new Set(kinds as PanaKind[]);
}
