import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ALL_PANAS,
  DIGITS,
  DOUBLE_PANAS,
  JODIS,
  SINGLE_PANAS,
  TRIPLE_PANAS,
  ank,
  cut,
  isPana,
  panaKind,
  panasOfKind,
} from '../../../core/index.js';
import { digit, notADigit, notAPana, pana } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { digitSum, isCatalogueList, kindOf, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

describe('the number catalogue', () => {
  it('has ten digits and a hundred jodis, in catalogue order', () => {
    expect(DIGITS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(JODIS).toHaveLength(100);
    expect(JODIS[0]).toBe('00');
    expect(JODIS[99]).toBe('99');
    expect(isCatalogueList(JODIS)).toBe(true);
  });

  it('has 220 panas: 120 SP, 90 DP and 10 TP, equal to an independent derivation', () => {
    expect(ALL_PANAS).toEqual(REFERENCE_PANAS);
    expect([SINGLE_PANAS.length, DOUBLE_PANAS.length, TRIPLE_PANAS.length]).toEqual([120, 90, 10]);
    expect([...SINGLE_PANAS, ...DOUBLE_PANAS, ...TRIPLE_PANAS].sort()).toEqual(ALL_PANAS);
    expect(TRIPLE_PANAS).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    for (const list of [ALL_PANAS, SINGLE_PANAS, DOUBLE_PANAS, TRIPLE_PANAS]) expect(isCatalogueList(list)).toBe(true);
    expect(panasOfKind('SP')).toBe(SINGLE_PANAS);
    expect(panasOfKind('DP')).toBe(DOUBLE_PANAS);
    expect(panasOfKind('TP')).toBe(TRIPLE_PANAS);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(ALL_PANAS)).toBe(true);
    expect(() => (SINGLE_PANAS as string[]).push('999')).toThrow(TypeError);
    expect(SINGLE_PANAS).toHaveLength(120);
  });

  it('treats zero as the highest digit (docs/number-rules.md examples)', () => {
    for (const yes of ['128', '190', '550', '100', '000']) expect(isPana(yes), yes).toBe(true);
    for (const no of ['019', '201', '010', '012', '12', '1234', '12a', '', ' 12']) expect(isPana(no), no).toBe(false);
    expect(isPana(128 as unknown as string)).toBe(false);
  });

  it('pins the known rows of ank 1', () => {
    const ofAnk1 = (list: readonly string[]) => list.filter((p) => ank(p) === 1).join(' ');
    expect(ofAnk1(SINGLE_PANAS)).toBe('128 137 146 236 245 290 380 470 489 560 579 678');
    expect(ofAnk1(DOUBLE_PANAS)).toBe('100 119 155 227 335 344 399 588 669');
    expect(ofAnk1(TRIPLE_PANAS)).toBe('777');
    expect([ank('128'), ank('000'), ank('777')]).toEqual([1, 0, 1]);
  });

  it('gives every ank 12 SP, 9 DP and 1 TP', () => {
    for (let sum = 0; sum <= 9; sum++) {
      const count = (list: readonly string[]) => list.filter((p) => ank(p) === sum).length;
      expect([count(SINGLE_PANAS), count(DOUBLE_PANAS), count(TRIPLE_PANAS)], `ank ${sum}`).toEqual([12, 9, 1]);
    }
  });

  it('cuts 1↔6, 2↔7, 3↔8, 4↔9, 5↔0', () => {
    expect(DIGITS.map((d) => cut(Number(d)))).toEqual([5, 6, 7, 8, 9, 0, 1, 2, 3, 4]);
  });

  test.prop([pana])('kind and ank of any pana agree with the reference', (p) => {
    expect(isPana(p)).toBe(true);
    expect(panaKind(p)).toBe(kindOf(p));
    expect(ank(p)).toBe(digitSum(p));
  });

  test.prop([digit])('cut is its own inverse and never fixes a digit', (d) => {
    expect(cut(cut(d))).toBe(d);
    expect(cut(d)).not.toBe(d);
  });

  test.prop([notAPana])('rejects non-panas: isPana false, panaKind undefined, ank throws', (value) => {
    expect(isPana(value)).toBe(false);
    expect(panaKind(value)).toBeUndefined();
    expectInvalid(() => ank(value), 'not-a-pana');
  });

  test.prop([notADigit])('cut rejects anything but a digit 0–9', (value) => {
    expectInvalid(() => cut(value), 'not-a-digit');
  });

  test.prop([fc.string({ minLength: 1_000, maxLength: 2_000 })])('keeps messages short for huge input', (value) => {
    const error = expectInvalid(() => ank(value), 'not-a-pana');
    expect(error.value).toBe(value);
  });
});
