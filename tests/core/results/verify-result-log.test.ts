import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, resultLogHash, verifyResultLog, type ResultLogEntry } from '../../../core/index.js';
import { KALYAN_OPEN_DECLARED, type ResultLogFields } from './declared-entry.js';

const FIELDS: ResultLogFields[] = [
  KALYAN_OPEN_DECLARED,
  // Its correction.
  {
    ...KALYAN_OPEN_DECLARED,
    value: '137',
    kind: 'correct',
    declaredAt: '2026-11-20T10:40:00.000Z',
    operatorRole: 'owner',
  },
  {
    market: 'STAR',
    day: '2026-11-20',
    session: '10:30',
    value: '',
    kind: 'void',
    declaredAt: '2026-11-20T12:00:00.000Z',
    betsClosedAt: '2026-11-20T05:00:00.000Z',
    operatorRole: 'results',
  },
  {
    market: 'GALI',
    day: '2026-11-20',
    session: 'jackpot',
    value: '42',
    kind: 'declare',
    declaredAt: '2026-11-20T13:31:00.000Z',
    betsClosedAt: '2026-11-20T13:30:00.000Z',
    operatorRole: 'results',
  },
];

/** A real chain, as the server writes it. */
async function chain(): Promise<ResultLogEntry[]> {
  const entries: ResultLogEntry[] = [];
  for (const [i, fields] of FIELDS.entries()) {
    const entry = { ...fields, seq: i + 1, prev: entries[i - 1]?.hash ?? GENESIS_HASH };
    entries.push({ ...entry, hash: await resultLogHash(entry) });
  }
  return entries;
}

const change = (entries: ResultLogEntry[], seq: number, edit: Partial<ResultLogEntry>) =>
  entries.map((e) => (e.seq === seq ? { ...e, ...edit } : e));

describe('verifyResultLog', () => {
  it('hashes JSON.stringify of the fields in order, as SHA-256 hex of its UTF-8', async () => {
    const [first] = await chain();
    const { seq, market, day, session, value, kind, declaredAt, betsClosedAt, operatorRole, prev } = first!;
    const text = JSON.stringify([seq, market, day, session, value, kind, declaredAt, betsClosedAt, operatorRole, prev]);
    expect(first!.hash).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('accepts a real log, an empty one, and a later page on its own', async () => {
    const entries = await chain();
    expect(await verifyResultLog(entries)).toEqual({ ok: true });
    expect(await verifyResultLog([])).toEqual({ ok: true });
    expect(await verifyResultLog(entries.slice(2))).toEqual({ ok: true });
  });

  it('names the entry whose value, time or role was altered: its hash no longer matches', async () => {
    const entries = await chain();
    for (const edit of [{ value: '129' }, { declaredAt: '2026-11-20T10:14:00.000Z' }, { operatorRole: 'results' }])
      expect(await verifyResultLog(change(entries, 2, edit))).toEqual({ ok: false, seq: 2, reason: 'hash mismatch' });
  });

  it('names the entry after one that was rewritten whole, hash and all: its link is wrong', async () => {
    const entries = await chain();
    const rewritten = { ...entries[1]!, value: '129' };
    rewritten.hash = await resultLogHash(rewritten);
    expect(await verifyResultLog(change(entries, 2, rewritten))).toEqual({ ok: false, seq: 3, reason: 'wrong prev' });
  });

  it('names a broken link, a first entry that does not start from zeros, and a gap or a reorder', async () => {
    const entries = await chain();
    expect(await verifyResultLog(change(entries, 3, { prev: entries[0]!.hash }))).toEqual({
      ok: false,
      seq: 3,
      reason: 'wrong prev',
    });
    expect(await verifyResultLog(change(entries, 1, { prev: 'f'.repeat(64) }))).toEqual({
      ok: false,
      seq: 1,
      reason: 'wrong prev',
    });
    expect(await verifyResultLog([entries[0]!, entries[2]!, entries[3]!])).toEqual({
      ok: false,
      seq: 3,
      reason: 'seq gap',
    });
    expect(await verifyResultLog([entries[1]!, entries[0]!])).toEqual({ ok: false, seq: 1, reason: 'seq gap' });
  });
});
