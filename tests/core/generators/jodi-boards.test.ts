import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { crossing, digitBasedJodi } from '../../../core/index.js';
import { digit, digitString, notADigit, notDigits } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { isCatalogueList, isJodi } from '../../../testing/reference-catalogue.js';

describe('digit based jodi', () => {
  test.prop([fc.option(digit, { nil: undefined }), fc.option(digit, { nil: undefined })])(
    'gives every jodi starting with left or ending with right',
    (left, right) => {
      fc.pre(left !== undefined || right !== undefined);
      const result = digitBasedJodi({ left, right });
      expect(isCatalogueList(result)).toBe(true);
      for (const jodi of result) expect(jodi[0] === String(left) || jodi[1] === String(right)).toBe(true);
      expect(result).toHaveLength(left !== undefined && right !== undefined ? 19 : 10);
    },
  );

  it('pins left 1 and right 2', () => {
    expect(digitBasedJodi({ left: 1 })).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(digitBasedJodi({ right: 2 })).toEqual(['02', '12', '22', '32', '42', '52', '62', '72', '82', '92']);
  });

  it('rejects no side at all', () => {
    expectInvalid(() => digitBasedJodi({}), 'no-side');
    expectInvalid(() => digitBasedJodi(undefined as unknown as object), 'no-side');
  });

  test.prop([notADigit.filter((v) => v !== undefined)])('rejects a side that is not a digit', (value) => {
    expectInvalid(() => digitBasedJodi({ left: value }), 'not-a-digit');
    expectInvalid(() => digitBasedJodi({ left: 1, right: value }), 'not-a-digit');
  });
});

describe('crossing', () => {
  test.prop([digitString, fc.boolean()])('gives every pair of the typed digits', (digits, doubles) => {
    const result = crossing(digits, { doubles });
    const distinct = new Set(digits).size;
    expect(isCatalogueList(result)).toBe(true);
    expect(result).toHaveLength(doubles ? distinct * distinct : distinct * (distinct - 1));
    for (const jodi of result) {
      expect(isJodi(jodi)).toBe(true);
      expect(digits.includes(jodi[0]!) && digits.includes(jodi[1]!)).toBe(true);
      if (!doubles) expect(jodi[0]).not.toBe(jodi[1]);
    }
  });

  it('pins 12 with and without doubles; doubles are on by default', () => {
    expect(crossing('12')).toEqual(['11', '12', '21', '22']);
    expect(crossing('12', { doubles: false })).toEqual(['12', '21']);
    expect(crossing('5', { doubles: false })).toEqual([]);
  });

  test.prop([notDigits])('rejects letters and empty input', (value) => {
    expectInvalid(() => crossing(value));
  });
});
