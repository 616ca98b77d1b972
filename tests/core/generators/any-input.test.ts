// Any input, one error: every catalogue function and generator, given anything at all (as a
// JavaScript caller may), answers or throws InvalidBidInput with a code, never another error.
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as numbers from '../../../core/index.js';
import { isInvalidBidInput } from '../../../core/index.js';
import { anyInput } from '../../../testing/index.js';

const FUNCTIONS = [
  'choicePana',
  'crossing',
  'digitBasedJodi',
  'dpMotor',
  'familyPana',
  'fullSangam',
  'groupJodi',
  'halfSangamA',
  'halfSangamB',
  'oddEven',
  'redBracket',
  'singlePanaBulk',
  'spDpTp',
  'spMotor',
  'twoDigitPanel',
  'cut',
  'digitRank',
  'ank',
  'isPana',
  'panaKind',
  'panasOfKind',
  'gameOfNumber',
] as const;

describe('any input, one error', () => {
  it.each(FUNCTIONS)('%s answers or throws InvalidBidInput with a code, over 10,000 hostile calls', (name) => {
    const fn = (numbers as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    fc.assert(
      fc.property(fc.array(anyInput, { maxLength: 3 }), (args) => {
        try {
          fn(...args);
        } catch (error) {
          if (!isInvalidBidInput(error)) throw error;
          expect(typeof error.code).toBe('string');
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
