// The whole input domain of each generator, for the benchmarks.
import { ALL_PANAS, JODIS, PANA_KINDS, cut, type PanaKind } from '../core/index.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every non-empty set of digits, written as a string (1 023 of them). */
export const DIGIT_SETS = range(1023).map((mask) =>
  range(10)
    .filter((d) => (mask + 1) & (1 << d))
    .join(''),
);

/** Every non-empty choice of pana kinds (7). */
export const KIND_SETS: PanaKind[][] = range(7).map((mask) => PANA_KINDS.filter((_, i) => (mask + 1) & (1 << i)));

const POSITIONS = ['*', ...range(10).map(String)];

export const DOMAINS = {
  spMotor: DIGIT_SETS.map((digits) => [digits] as const),
  dpMotor: DIGIT_SETS.map((digits) => [digits] as const),
  spDpTp: KIND_SETS.flatMap((kinds) => range(10).map((digit) => [kinds, digit] as const)),
  oddEven: [['odd'], ['even']] as const,
  redBracket: [['half'], ['full']] as const,
  familyPana: ALL_PANAS.map((pana) => [pana] as const),
  twoDigitPanel: JODIS.map((key) => [key] as const),
  groupJodi: JODIS.filter((j) => j[0] !== j[1] && Number(j[1]) !== cut(Number(j[0]))).map((jodi) => [jodi] as const),
  digitBasedJodi: [
    ...range(10).map((left) => [{ left }] as const),
    ...range(10).map((right) => [{ right }] as const),
    ...range(100).map((n) => [{ left: Math.floor(n / 10), right: n % 10 }] as const),
  ],
  crossing: DIGIT_SETS.flatMap(
    (digits) =>
      [
        [digits, { doubles: true }],
        [digits, { doubles: false }],
      ] as const,
  ),
  choicePana: KIND_SETS.flatMap((kinds) =>
    POSITIONS.flatMap((left) =>
      POSITIONS.flatMap((middle) => POSITIONS.map((right) => [{ kinds, left, middle, right }] as const)),
    ),
  ),
  singlePanaBulk: [
    ...range(1110).map(
      (n) =>
        [
          { prefix: n < 10 ? String(n) : n < 110 ? String(n - 10).padStart(2, '0') : String(n - 110).padStart(3, '0') },
        ] as const,
    ),
    ...range(10).map((ank) => [{ ank }] as const),
  ],
  halfSangamA: range(10).flatMap((digit) => ALL_PANAS.map((pana) => [digit, pana] as const)),
  halfSangamB: ALL_PANAS.flatMap((pana) => range(10).map((digit) => [pana, digit] as const)),
  fullSangam: ALL_PANAS.flatMap((open) => ALL_PANAS.map((close) => [open, close] as const)),
};
