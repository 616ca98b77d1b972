import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ank, panaKind, spDpTp, type PanaKind } from '../../../core/index.js';
import { digit, kinds, notADigit, notAKind } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { digitSum, isCatalogueList, kindOf, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

const PER_KIND: Record<PanaKind, number> = { SP: 12, DP: 9, TP: 1 };

describe('SP DP TP', () => {
  test.prop([kinds, digit])('gives every pana of the chosen kinds with the asked ank', (chosen, sum) => {
    const result = spDpTp(chosen, sum);
    expect(isCatalogueList(result)).toBe(true);
    expect(result).toEqual(
      REFERENCE_PANAS.filter((p) => chosen.includes(kindOf(p) as PanaKind) && digitSum(p) === sum),
    );
    for (const p of result) {
      expect(ank(p)).toBe(sum);
      expect(chosen).toContain(panaKind(p));
    }
    expect(result).toHaveLength(chosen.reduce((n, kind) => n + PER_KIND[kind], 0));
  });

  it('gives all 220 panas over every ank with every kind', () => {
    const all = Array.from({ length: 10 }, (_, d) => spDpTp(['SP', 'DP', 'TP'], d)).flat();
    expect(new Set(all).size).toBe(220);
  });

  it('accepts a kind named twice', () => {
    expect(spDpTp(['TP', 'TP'], 1)).toEqual(['777']);
  });

  test.prop([notADigit])('rejects an ank that is not a digit', (value) => {
    expectInvalid(() => spDpTp(['SP'], value), 'not-a-digit');
  });

  test.prop([notAKind])('rejects an unknown kind', (kind) => {
    expectInvalid(() => spDpTp(['SP', kind], 1), 'unknown-kind');
  });

  it('rejects no kinds at all', () => {
    expectInvalid(() => spDpTp([], 1), 'no-kinds');
    expectInvalid(() => spDpTp('SP' as unknown as PanaKind[], 1), 'no-kinds');
  });
});
