import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { choicePana, type PanaKind } from '../../../core/index.js';
import { digitChar, kinds, notAKind } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';
import { isCatalogueList, kindOf, REFERENCE_PANAS } from '../../../testing/reference-catalogue.js';

const positionFilter = fc.option(fc.oneof(digitChar, fc.constant('*'), fc.constant('')), { nil: undefined });

describe('choice pana', () => {
  test.prop([kinds, positionFilter, positionFilter, positionFilter])(
    'gives every pana of the kinds whose fixed positions match',
    (chosen, left, middle, right) => {
      const result = choicePana({ kinds: chosen, left, middle, right });
      expect(isCatalogueList(result)).toBe(true);
      const fixed = (value: string | undefined) => (value && value !== '*' ? value : undefined);
      const expected = REFERENCE_PANAS.filter(
        (p) =>
          chosen.includes(kindOf(p) as PanaKind) &&
          [left, middle, right].every((want, i) => fixed(want) === undefined || p[i] === fixed(want)),
      );
      expect(result).toEqual(expected);
    },
  );

  it('pins SP with left 1 and right 0, and TP with middle 5', () => {
    expect(choicePana({ kinds: ['SP'], left: '1', right: '0' })).toEqual([
      '120',
      '130',
      '140',
      '150',
      '160',
      '170',
      '180',
      '190',
    ]);
    expect(choicePana({ kinds: ['TP'], middle: '5' })).toEqual(['555']);
    expect(choicePana({ kinds: ['SP'], left: '0' })).toEqual([]);
  });

  test.prop([fc.string().filter((s) => !/^[0-9*]?$/.test(s))])(
    'rejects a position that is not one digit or *',
    (value) => {
      expectInvalid(() => choicePana({ kinds: ['SP'], middle: value }), 'not-a-position');
    },
  );

  test.prop([notAKind])('rejects an unknown kind', (kind) => {
    expectInvalid(() => choicePana({ kinds: [kind] }), 'unknown-kind');
  });
});
