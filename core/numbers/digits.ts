import { describeInput, InvalidBidInput } from './invalid-bid-input.js';

/** The ten digits as bid numbers, in catalogue order. */
export const DIGITS: readonly string[] = Object.freeze(Array.from({ length: 10 }, (_, d) => String(d)));

/** The hundred jodis `00`…`99`, in catalogue order. */
export const JODIS: readonly string[] = Object.freeze(
  Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
);

/**
 * A digit's place in the game's ordering 1 < 2 < … < 9 < 0: zero counts highest.
 * This ordering decides which three-digit strings are panas.
 */
export function digitRank(digit: number): number {
  return digit === 0 ? 10 : digit;
}

/** The cut of a digit: (d + 5) mod 10, pairing 1↔6, 2↔7, 3↔8, 4↔9 and 5↔0. */
export function cut(digit: number): number {
  return (requireDigit(digit, 'The digit to cut') + 5) % 10;
}

/** `value` as a digit 0–9, or an `InvalidBidInput` naming the field. */
export function requireDigit(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9) return value;
  throw new InvalidBidInput(
    'not-a-digit',
    `${field} must be one digit from 0 to 9, not ${describeInput(value)}.`,
    value,
  );
}

/**
 * `value` as the set of digits it is made of, for inputs such as motor digits.
 * Repeated digits are allowed and count once.
 */
export function requireDigitString(value: unknown, field: string): ReadonlySet<number> {
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidBidInput('no-digits', `Enter at least one digit (0–9) for the ${field}.`, value);
  }
  if (!/^[0-9]+$/.test(value)) {
    throw new InvalidBidInput(
      'not-digits',
      `The ${field} digits may only contain 0–9, not ${describeInput(value)}.`,
      value,
    );
  }
  return new Set(Array.from(value, Number));
}
