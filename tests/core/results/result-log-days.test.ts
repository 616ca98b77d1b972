import { describe, expect, it } from 'vitest';
import { resultLogDays, type ResultLogEntry } from '../../../core/index.js';
import { KALYAN_OPEN_DECLARED } from './declared-entry.js';

const entry = (seq: number, fields: Partial<ResultLogEntry>): ResultLogEntry => ({
  seq,
  ...KALYAN_OPEN_DECLARED,
  prev: '0'.repeat(64),
  hash: 'h',
  ...fields,
});

describe('resultLogDays', () => {
  it('groups per market and day, the latest day first, each day in the order it was written', () => {
    const days = resultLogDays([
      entry(3, { market: 'MILAN', day: '2026-11-19' }),
      entry(1, { day: '2026-11-19' }),
      entry(2, { day: '2026-11-20' }),
      entry(4, { day: '2026-11-19', kind: 'correct', value: '137' }),
    ]);
    expect(days.map((d) => [d.market, d.day, d.lines.map((l) => l.seq)])).toEqual([
      ['KALYAN', '2026-11-20', [2]],
      ['KALYAN', '2026-11-19', [1, 4]],
      ['MILAN', '2026-11-19', [3]],
    ]);
  });

  it('flags a declaration or correction made before its betting closed, never a void or an unknown time', () => {
    const lines = resultLogDays([
      entry(1, {}),
      entry(2, { declaredAt: '2026-11-20T10:14:59.999Z' }),
      entry(3, { kind: 'correct', declaredAt: '2026-11-20T09:00:00.000Z' }),
      entry(4, { kind: 'void', value: '', declaredAt: '2026-11-20T09:00:00.000Z' }),
      entry(5, { declaredAt: null, imported: true }),
    ])[0]!.lines;
    expect(lines.map((l) => l.beforeClose)).toEqual([false, true, true, false, false]);
  });
});
