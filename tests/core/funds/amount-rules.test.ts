import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  configAmount,
  DEFAULT_MIN_BET,
  MAX_AMOUNT_PAISE,
  minBetOf,
  paiseOfRupees,
  positiveAmount,
  walletString,
} from '../../../core/index.js';

describe('paiseOfRupees', () => {
  it('reads whole rupees and up to two decimals exactly', () => {
    expect(['500', '99.50', '99.5', '0.01', '0', '00012'].map(paiseOfRupees)).toEqual([50_000, 9950, 9950, 1, 0, 1200]);
  });

  it('reads nothing else: signs, exponents, three decimals, commas, spaces, words', () => {
    for (const input of ['-5', '+5', '1e3', '1.234', '1,000', ' 5', '5.', '.5', 'NaN', 'Infinity', '', '12abc'])
      expect(paiseOfRupees(input), input).toBeUndefined();
  });

  it('refuses a number too large to count exactly', () => {
    expect(paiseOfRupees('9'.repeat(20))).toBeUndefined();
  });

  test.prop([fc.integer({ min: 0, max: MAX_AMOUNT_PAISE })])('reads back what walletString writes', (paise) => {
    expect(paiseOfRupees(walletString(paise))).toBe(paise);
  });
});

describe('positiveAmount and configAmount', () => {
  it('positiveAmount trims and needs more than zero', () => {
    expect([positiveAmount(' 250 '), positiveAmount('0.00'), positiveAmount('abc')]).toEqual([
      25_000,
      undefined,
      undefined,
    ]);
  });

  it('configAmount reads a setting, and counts anything unreadable as nothing', () => {
    expect([
      configAmount('100'),
      configAmount('1,000'),
      configAmount(''),
      configAmount('abc'),
      configAmount('-5'),
      configAmount(undefined),
    ]).toEqual([10_000, 100_000, 0, 0, 0, 0]);
  });
});

describe('minBetOf', () => {
  it('takes a positive whole number of points, else the fallback of 10', () => {
    expect([
      minBetOf('25'),
      minBetOf(5),
      minBetOf(''),
      minBetOf('2.5'),
      minBetOf('-3'),
      minBetOf(null),
      minBetOf('x'),
    ]).toEqual([25, 5, 10, 10, 10, 10, 10]);
    expect(DEFAULT_MIN_BET).toBe(10);
  });
});
