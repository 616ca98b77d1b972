import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { singlePanaBulk } from '../../../core/index.js';
import { digit, digitChar, notADigit } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { digitSum, isCatalogueList, kindOf, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

const SP = REFERENCE_PANAS.filter((p) => kindOf(p) === 'SP');

describe('single pana bulk', () => {
  test.prop([fc.string({ unit: digitChar, minLength: 1, maxLength: 3 })])(
    'by prefix: every SP starting with it',
    (prefix) => {
      const result = singlePanaBulk({ prefix });
      expect(isCatalogueList(result)).toBe(true);
      expect(result).toEqual(SP.filter((p) => p.startsWith(prefix)));
    },
  );

  test.prop([digit])('by ank: the twelve SP of that ank', (sum) => {
    const result = singlePanaBulk({ ank: sum });
    expect(result).toEqual(SP.filter((p) => digitSum(p) === sum));
    expect(result).toHaveLength(12);
  });

  it('pins prefix 12 and a prefix no SP has', () => {
    expect(singlePanaBulk({ prefix: '12' })).toEqual(['120', '123', '124', '125', '126', '127', '128', '129']);
    expect(singlePanaBulk({ prefix: '0' })).toEqual([]);
  });

  test.prop([fc.string().filter((s) => !/^[0-9]{1,3}$/.test(s))])(
    'rejects a prefix that is not one to three digits',
    (prefix) => {
      expectInvalid(() => singlePanaBulk({ prefix }), 'not-a-prefix');
    },
  );

  test.prop([notADigit])('rejects an ank that is not a digit', (value) => {
    expectInvalid(() => singlePanaBulk({ ank: value }), 'not-a-digit');
  });

  it('rejects neither a prefix nor an ank', () => {
    expectInvalid(() => singlePanaBulk({} as { ank: number }), 'unknown-option');
  });
});
