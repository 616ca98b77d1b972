import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { groupJodi, JODIS } from '../../../core/index.js';
import { expectInvalid } from '../expect-invalid.js';
import { cutOf, isCatalogueList } from '../../../testing/reference-catalogue.js';

const inNoGroup = (jodi: string) => jodi[0] === jodi[1] || jodi[1] === cutOf(jodi[0]!);
const groupable = fc.constantFrom(...JODIS.filter((j) => !inNoGroup(j)));

describe('group jodi', () => {
  it('pins the group of 12', () => {
    expect(groupJodi('12')).toEqual(['12', '17', '21', '26', '62', '67', '71', '76']);
  });

  test.prop([groupable])('gives 8 jodis, closed under swap and cut, all with the same group', (jodi) => {
    const group = groupJodi(jodi);
    expect(group).toHaveLength(8);
    expect(isCatalogueList(group)).toBe(true);
    expect(group).toContain(jodi);
    for (const member of group) {
      const [a, b] = [member[0]!, member[1]!];
      for (const neighbour of [b + a, cutOf(a) + b, a + cutOf(b)]) expect(group).toContain(neighbour);
      expect(groupJodi(member)).toEqual(group);
    }
  });

  it('makes exactly 10 groups covering the 80 groupable jodis', () => {
    const groups = new Set(JODIS.filter((j) => !inNoGroup(j)).map((j) => groupJodi(j).join()));
    expect(groups.size).toBe(10);
  });

  test.prop([fc.constantFrom(...JODIS.filter(inNoGroup))])(
    'rejects the 20 jodis in no group with a clear message',
    (jodi) => {
      const error = expectInvalid(() => groupJodi(jodi), 'jodi-in-no-group');
      expect(error.message).toContain(jodi);
    },
  );

  test.prop([fc.string().filter((s) => !/^[0-9]{2}$/.test(s))])('rejects anything but a jodi', (value) => {
    expectInvalid(() => groupJodi(value), 'not-a-jodi');
  });
});
