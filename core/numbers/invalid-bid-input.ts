/**
 * The error every catalogue function and generator throws for bad input.
 *
 * It is a `RangeError`, and its message is written for the player: it says what was
 * wrong and what is accepted, so a board can show it as it is. `code` and `value` let a
 * UI translate the message instead.
 */
export class InvalidBidInput extends RangeError {
  override readonly name = 'InvalidBidInput';

  constructor(
    /** A stable identifier of the rule that failed, e.g. `not-a-pana`. */
    readonly code: InvalidBidInputCode,
    message: string,
    /** The offending input, as it was given. */
    readonly value: unknown,
  ) {
    super(message);
  }
}

export type InvalidBidInputCode =
  | 'not-a-digit'
  | 'not-a-jodi'
  | 'not-a-pana'
  | 'not-digits'
  | 'no-digits'
  | 'not-a-prefix'
  | 'not-a-position'
  | 'unknown-kind'
  | 'no-kinds'
  | 'unknown-option'
  | 'no-side'
  | 'jodi-in-no-group';

/** A short, safe rendering of any input for a message (a 1 MB string stays short). */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  if (Array.isArray(value)) return 'a list';
  return `a value of type ${typeof value}`;
}
