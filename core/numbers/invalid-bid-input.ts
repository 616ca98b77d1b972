import { text, type Text } from '../messages/text.js';
import type { InvalidBidInputCode } from './invalid-bid-input-code.js';

/** Registered once for every copy of the package: the same symbol in its ESM and CJS builds. */
const INVALID_BID_INPUT = Symbol.for('matka-core.InvalidBidInput');

/**
 * The error every catalogue function and generator throws for bad input.
 *
 * It is a `RangeError` whose English message says what was wrong with the very input and
 * what is accepted. `text` is the same rule as a text of the message catalogue, which an
 * app shows in the player's language; `code` and `value` say which rule and which input.
 */
export class InvalidBidInput extends RangeError {
  override readonly name = 'InvalidBidInput';
  readonly text: Text;
  /** The brand `isInvalidBidInput` knows it by, across copies of the package (its ESM and CJS builds in one program). */
  readonly [INVALID_BID_INPUT] = true;

  constructor(
    /** A stable identifier of the rule that failed, e.g. `not-a-pana`. */
    readonly code: InvalidBidInputCode,
    message: string,
    /** The offending input, as it was given. */
    readonly value: unknown,
  ) {
    super(message);
    this.text = text(`bidInput_${code}`);
  }
}

/**
 * Whether a value is an InvalidBidInput, from any copy of the package: `instanceof` is false
 * for one thrown by another copy (the ESM build's error met in code that loaded the CJS build),
 * so catch blocks should ask this instead.
 */
export function isInvalidBidInput(value: unknown): value is InvalidBidInput {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[INVALID_BID_INPUT] === true;
}

/** A short, safe rendering of any input for a message (a 1 MB string stays short). */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  if (Array.isArray(value)) return 'a list';
  return `a value of type ${typeof value}`;
}
