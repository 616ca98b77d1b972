import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { familyPana } from '../../../core/index.js';
import { notAPana, pana } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { cutOf, isCatalogueList, isReferencePana, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

/** A pana's digits, each in turn replaced by its cut and written back as a pana. */
const oneCutAway = (p: string) =>
  [0, 1, 2].map((i) => {
    const digits = [...p];
    digits[i] = cutOf(digits[i]!);
    return REFERENCE_PANAS.find((candidate) => [...candidate].sort().join('') === [...digits].sort().join(''))!;
  });

describe('family pana', () => {
  it('pins the example of docs/number-rules.md', () => {
    expect(familyPana('100')).toEqual(['100', '150', '155', '556', '560', '600']);
  });

  it('partitions the 220 panas into 35 families: 10 of 8, 20 of 6, 5 of 4', () => {
    const families = new Map(REFERENCE_PANAS.map((p) => [familyPana(p).join(' '), familyPana(p).length]));
    const sizes = [...families.values()].reduce<Record<number, number>>(
      (n, size) => ({ ...n, [size]: (n[size] ?? 0) + 1 }),
      {},
    );
    expect(families.size).toBe(35);
    expect(sizes).toEqual({ 8: 10, 6: 20, 4: 5 });
    const members = [...families.keys()].flatMap((family) => family.split(' '));
    expect(members.sort()).toEqual(REFERENCE_PANAS);
  });

  test.prop([pana])('contains the pana, is closed under cut, and every member has the same family', (p) => {
    const family = familyPana(p);
    expect(isCatalogueList(family)).toBe(true);
    expect(family).toContain(p);
    for (const member of family) {
      expect(isReferencePana(member)).toBe(true);
      expect(familyPana(member)).toEqual(family);
      for (const neighbour of oneCutAway(member)) expect(family).toContain(neighbour);
    }
  });

  test.prop([notAPana])('rejects anything that is not a pana', (value) => {
    expectInvalid(() => familyPana(value), 'not-a-pana');
  });

  it('returns a copy the caller may change', () => {
    familyPana('100').pop();
    expect(familyPana('100')).toHaveLength(6);
  });
});
