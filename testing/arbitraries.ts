import fc from 'fast-check';
import { PANA_KINDS, type PanaKind } from '../core/index.js';
import { REFERENCE_PANAS } from './reference-catalogue.js';

export const digit = fc.integer({ min: 0, max: 9 });
export const digitChar = digit.map(String);
export const pana = fc.constantFrom(...REFERENCE_PANAS);
export const kinds = fc.subarray([...PANA_KINDS] as PanaKind[], { minLength: 1 });

/** Strings of digits as a player might type them into a motor or crossing board. */
export const digitString = fc.string({ unit: digitChar, minLength: 1, maxLength: 12 });

/** Anything a caller might pass where a digit 0–9 is wanted, except such a digit. */
export const notADigit = fc.oneof(
  fc.integer().filter((n) => n < 0 || n > 9),
  fc.double().filter((n) => !Number.isInteger(n)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0.5),
  fc.string(),
  fc.constantFrom(null, undefined, true, [], {}),
) as fc.Arbitrary<number>;

/** Strings that are not panas: wrong length, letters, or digits out of the game's order. */
export const notAPana = fc
  .oneof(fc.string(), fc.stringMatching(/^[0-9]{3}$/), fc.stringMatching(/^[0-9a-z ]{1,5}$/))
  .filter((value) => !REFERENCE_PANAS.includes(value));

/** Strings with at least one character that is not a digit, or empty. */
export const notDigits = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      fc.string({ unit: digitChar }),
      fc.string({ minLength: 1 }).filter((s) => /[^0-9]/.test(s)),
      fc.string({ unit: digitChar }),
    )
    .map(([a, b, c]) => a + b + c),
);

export const notAKind = fc
  .oneof(fc.string(), fc.constantFrom('sp', 'dp', 'tp', 'S P', 'XP', 1, null))
  .filter((value) => !(PANA_KINDS as readonly unknown[]).includes(value)) as fc.Arbitrary<PanaKind>;

/**
 * Anything at all a JavaScript caller might pass: every kind of value (null-prototype objects,
 * big integers, maps, sets, dates, typed arrays, sparse arrays, boxed values), and values close
 * to valid ones (digits, panas, digit strings, the options boards take), which reach deeper.
 * A catalogue function or generator given any of them answers or throws InvalidBidInput.
 */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  digit,
  digitChar,
  pana,
  digitString,
  fc.constantFrom('odd', 'even', 'half', 'full', 'SP', 'DP', 'TP', '__proto__', 'constructor', 'toString'),
  fc.record(
    {
      prefix: fc.oneof(digitString, fc.anything()),
      ank: fc.oneof(digit, fc.anything()),
      left: fc.oneof(digit, fc.anything()),
      right: fc.oneof(digit, fc.anything()),
      doubles: fc.anything(),
      SP: fc.anything(),
      DP: fc.anything(),
      TP: fc.anything(),
      digit: fc.oneof(digit, fc.anything()),
      kinds: fc.oneof(kinds, fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.array(fc.oneof(digit, digitChar, pana, fc.constantFrom('SP', 'DP', 'TP'), fc.anything()), { maxLength: 4 }),
);
