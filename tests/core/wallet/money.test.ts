import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { indianRupees, toPaise } from '../../../core/index.js';

describe('money as players read it', () => {
  it.each([
    [1_456_000, '₹14,560.00'],
    [-1000, '−₹10.00'],
    [1_000_000, '₹10,000.00'],
    [-5, '−₹0.05'],
  ])('%i paise reads %s', (paise, expected) => expect(indianRupees(paise)).toBe(expected));

  it('whole amounts may drop their .00, real paise never', () => {
    expect(indianRupees(1_000_000, { whole: true })).toBe('₹10,000');
    expect(indianRupees(1_000_050, { whole: true })).toBe('₹10,000.50');
  });

  it('anything but a safe integer of paise reads — rather than a wrong amount', () => {
    for (const bad of [Number.NaN, 1.5, Number.POSITIVE_INFINITY, 2 ** 60]) expect(indianRupees(bad)).toBe('—');
  });

  test.prop([fc.integer({ min: -1e15, max: 1e15 })])('reads back to the same paise', (paise) => {
    expect(toPaise(indianRupees(paise).replace('−', '-').replace('₹', ''))).toBe(paise);
  });
});
