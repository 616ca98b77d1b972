import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { oddEven, redBracket } from '../../../core/index.js';
import { expectInvalid } from '../expect-invalid.js';
import { cutOf, isCatalogueList } from '../../../testing/reference-catalogue.js';

describe('odd even', () => {
  it('gives the odd and the even digits', () => {
    expect(oddEven('odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(oddEven('even')).toEqual(['0', '2', '4', '6', '8']);
  });
  it('hands out a fresh list each call', () => {
    oddEven('odd').push('x');
    expect(oddEven('odd')).toHaveLength(5);
  });
  test.prop([fc.string().filter((s) => s !== 'odd' && s !== 'even')])('rejects anything else', (value) => {
    expectInvalid(() => oddEven(value as 'odd'), 'unknown-option');
  });
});

describe('red bracket', () => {
  it('half gives the ten doubles, full each digit with its cut', () => {
    expect(redBracket('half')).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(redBracket('full')).toEqual(['05', '16', '27', '38', '49', '50', '61', '72', '83', '94']);
    for (const jodi of redBracket('full')) expect(jodi[1]).toBe(cutOf(jodi[0]!));
    expect(isCatalogueList(redBracket('full'))).toBe(true);
  });
  test.prop([fc.string().filter((s) => s !== 'half' && s !== 'full')])('rejects anything else', (value) => {
    expectInvalid(() => redBracket(value as 'half'), 'unknown-option');
  });
});
