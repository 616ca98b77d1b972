import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dpMotor, spMotor } from '../../../core/index.js';
import { digitString, notDigits } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { isCatalogueList, kindOf, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

const madeOnlyOf = (pana: string, digits: string) => [...pana].every((d) => digits.includes(d));

describe.each([
  { name: 'SP motor', motor: spMotor, kind: 'SP' },
  { name: 'DP motor', motor: dpMotor, kind: 'DP' },
])('$name', ({ motor, kind }) => {
  test.prop([digitString])('gives exactly the panas of its kind made only of the typed digits', (digits) => {
    const result = motor(digits);
    expect(isCatalogueList(result)).toBe(true);
    const expected = REFERENCE_PANAS.filter((p) => kindOf(p) === kind && madeOnlyOf(p, digits));
    expect(result).toEqual(expected);
  });

  test.prop([digitString, digitString])('ignores the order and repetition of the digits', (digits, extra) => {
    const shuffled = [...(digits + digits)].reverse().join('');
    expect(motor(shuffled)).toEqual(motor(digits));
    // more digits can only add panas
    expect(motor(digits + extra)).toEqual(expect.arrayContaining(motor(digits)));
  });

  test.prop([notDigits])('rejects letters, signs and empty input', (value) => {
    expectInvalid(() => motor(value), value === '' ? 'no-digits' : 'not-digits');
  });

  it('rejects non-strings with the same clear error', () => {
    expectInvalid(() => motor(12345 as unknown as string), 'no-digits');
    expectInvalid(() => motor(null as unknown as string), 'no-digits');
  });
});

describe('motor examples', () => {
  it('SP motor 1234 and DP motor 12', () => {
    expect(spMotor('1234')).toEqual(['123', '124', '134', '234']);
    expect(dpMotor('12')).toEqual(['112', '122']);
  });
  it('SP motor of all ten digits is all 120 SP; DP motor of all ten is all 90 DP', () => {
    expect(spMotor('1234567890')).toHaveLength(120);
    expect(dpMotor('0123456789')).toHaveLength(90);
  });
  it('returns [] for valid digits that make no pana of the kind', () => {
    expect(spMotor('12')).toEqual([]);
    expect(dpMotor('7')).toEqual([]);
  });
  test.prop([fc.constantFrom('1 2', '12.3', '-12', '١٢٣', '12\n')])('names the bad input in the message', (value) => {
    expect(expectInvalid(() => spMotor(value)).message).toContain('0–9');
  });
});
