import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { twoDigitPanel } from '../../../core/index.js';
import { digitChar } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { isCatalogueList, kindOf } from '../../../testing/reference-catalogue.js';

const count = (p: string, d: string) => [...p].filter((x) => x === d).length;

describe('two digit panel', () => {
  test.prop([digitChar, digitChar])('gives ten panas that contain both digits, whichever order', (a, b) => {
    const result = twoDigitPanel(a + b);
    expect(result).toHaveLength(10);
    expect(isCatalogueList(result)).toBe(true);
    expect(twoDigitPanel(b + a)).toEqual(result);
    for (const p of result) {
      if (a === b) expect(count(p, a)).toBeGreaterThanOrEqual(2);
      else expect(p.includes(a) && p.includes(b)).toBe(true);
    }
  });

  test.prop([digitChar])('for equal digits: the nine DP with two of them and the TP', (a) => {
    const kinds = twoDigitPanel(a + a).map(kindOf);
    expect(kinds.filter((k) => k === 'DP')).toHaveLength(9);
    expect(kinds.filter((k) => k === 'TP')).toHaveLength(1);
  });

  it('pins 12 and 00', () => {
    expect(twoDigitPanel('12')).toEqual(['112', '120', '122', '123', '124', '125', '126', '127', '128', '129']);
    expect(twoDigitPanel('00')).toEqual(['000', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });

  test.prop([fc.string().filter((s) => !/^[0-9]{2}$/.test(s))])('rejects anything but two digits', (value) => {
    expectInvalid(() => twoDigitPanel(value), 'not-a-jodi');
  });
});
