import { expect } from 'vitest';
import { InvalidBidInput, type InvalidBidInputCode } from '../../core/index.js';

/** Asserts that `run` throws the player-readable RangeError with the given code. */
export function expectInvalid(run: () => unknown, code?: InvalidBidInputCode): InvalidBidInput {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toBeInstanceOf(InvalidBidInput);
    const invalid = error as InvalidBidInput;
    if (code) expect(invalid.code).toBe(code);
    expect(invalid.message.length).toBeGreaterThan(20);
    expect(invalid.message.length).toBeLessThan(240);
    return invalid;
  }
  throw new Error('expected an InvalidBidInput, but nothing was thrown');
}
