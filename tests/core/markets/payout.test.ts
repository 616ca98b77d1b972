// The one payout rule: stake (paise) × rate, rounded down to the paisa, exact at any size the
// amounts allow (the settlement's SQL computes the same in numeric; these must agree).
import { describe, expect, it } from 'vitest';
import { payoutAt, rateMilli } from '../../../core/markets/payout.js';

describe('payoutAt', () => {
  it('pays stake × rate rounded down to the paisa', () => {
    expect(payoutAt(1000, '9.5')).toBe(9500);
    expect(payoutAt(1001, '9.5')).toBe(9509); // 9509.5 → 9509
    expect(payoutAt(333, '1.001')).toBe(333); // 333.333 → 333
    expect(payoutAt(0, '9.5')).toBe(0);
    expect(payoutAt(1000, 'nine')).toBeNaN();
  });

  it('reads rates of up to three decimals exactly', () => {
    expect(rateMilli('9')).toBe(9000);
    expect(rateMilli('9.5')).toBe(9500);
    expect(rateMilli('0.001')).toBe(1);
    expect(rateMilli('999999.999')).toBe(999_999_999);
  });

  it('stays exact past 2^53, where a float product rounds up by a paisa', () => {
    // 999,999,001 × 9,999,999 = 9,999,989,010,000,999 thousandths: floor is …010,000.
    expect(payoutAt(999_999_001, '9999.999')).toBe(9_999_989_010_000);
    expect(payoutAt(1_000_000_000, '999999.999')).toBe(Number((1_000_000_000n * 999_999_999n) / 1000n));
  });

  it('never rounds a just-below quotient up, near the top of the safe range', () => {
    for (const stake of [9_007_199, 8_999_999_999, 123_456_789]) {
      const milli = 999_999;
      const exact = Number((BigInt(stake) * BigInt(milli)) / 1000n);
      expect(payoutAt(stake, '999.999')).toBe(exact);
    }
  });
});
