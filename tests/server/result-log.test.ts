// The public result log: every declaration, correction and void appends an entry
// in the result's own transaction; GET /results/log.json pages it for anyone; the chain
// verifies with core's verifyResultLog; the database refuses to change or remove an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyResultLog, type ResultLogEntry } from '../../core/index.js';
import { marketDayOf } from '../../server/services/markets/market-day.js';
import { MarketVoids } from '../../server/services/results/market-voids.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;

const log = async (query = '') => {
  const response = await fetch(`${s.url}/results/log.json${query}`);
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
};

beforeAll(async () => {
  s = await startServer(); // 10:00 in India on 2026-11-20
  await s.db.query(`insert into markets (name, kind, open_time, close_time) values
    ('LOG MAIN', 'main', '11:00', '12:00'), ('LOG STAR', 'starline', '', '23:00'),
    ('LOG GALI', 'jackpot', '', '13:00'), ('LOG VOID', 'main', '06:00', '07:00')`);
  await s.db.query(`insert into starline_slots (market, timing) values ('LOG STAR', '10:30')`);
  const declare = (body: object) => s.operator('POST', '/results', { ...body, early: true });
  expect((await declare({ market: 'LOG MAIN', session: 'open', pana: '128' })).status).toBe(200);
  expect((await declare({ market: 'LOG MAIN', session: 'close', pana: '140' })).status).toBe(200);
  // The same value again changes nothing and logs nothing.
  await declare({ market: 'LOG MAIN', session: 'close', pana: '140' });
  expect((await s.operator('PUT', '/results', { market: 'LOG MAIN', session: 'open', pana: '137' })).status).toBe(200);
  expect((await declare({ market: 'LOG STAR', timing: '10:30', pana: '128' })).status).toBe(200);
  expect((await declare({ market: 'LOG GALI', jodi: '42' })).status).toBe(200);
  const voids = new MarketVoids(s.db, s.services.markets, s.services.settings);
  const day = await marketDayOf(s.db, s.services.markets, { market: 'LOG VOID', session: 'close' });
  await voids.void({ operatorId: null, username: 'asha', role: 'results', address: '127.0.0.1' }, day);
});
afterAll(() => s?.close());

describe('the public result log', () => {
  it('has one entry per declaration, correction and void, chained so verifyResultLog accepts it', async () => {
    const { status, cache, body } = await log();
    expect(status).toBe(200);
    expect(cache).toMatch(/^public, max-age=\d+$/);
    const entries = body.entries as ResultLogEntry[];
    expect(entries.map((e) => [e.seq, e.market, e.session, e.value, e.kind, e.operatorRole])).toEqual([
      [1, 'LOG MAIN', 'open', '128', 'declare', 'owner'],
      [2, 'LOG MAIN', 'close', '140', 'declare', 'owner'],
      [3, 'LOG MAIN', 'open', '137', 'correct', 'owner'],
      [4, 'LOG STAR', '10:30', '128', 'declare', 'owner'],
      [5, 'LOG GALI', 'jackpot', '42', 'declare', 'owner'],
      [6, 'LOG VOID', '', '', 'void', 'results'],
    ]);
    expect(body.next).toBeNull();
    expect(await verifyResultLog(entries)).toEqual({ ok: true });
    // When betting closed, in India's time; declared at the test clock's 10:00 (early, on purpose).
    expect(entries.map((e) => e.betsClosedAt)).toEqual([
      '2026-11-20T05:30:00.000Z',
      '2026-11-20T06:30:00.000Z',
      '2026-11-20T05:30:00.000Z',
      '2026-11-20T05:00:00.000Z',
      '2026-11-20T07:30:00.000Z',
      '2026-11-20T01:30:00.000Z',
    ]);
    expect(entries[0]).toMatchObject({ day: '2026-11-20', declaredAt: '2026-11-20T04:30:00.000Z', imported: false });
    expect(entries[0]!.prev).toBe('0'.repeat(64));
  });

  it('names the entry where a copy was altered', async () => {
    const entries = (await log()).body.entries as ResultLogEntry[];
    const altered = entries.map((e) => (e.seq === 3 ? { ...e, value: '128' } : e));
    expect(await verifyResultLog(altered)).toEqual({ ok: false, seq: 3, reason: 'hash mismatch' });
  });

  it('pages by seq, at most 1,000 a page, and refuses a bad page with a clear message', async () => {
    const first = await log('?limit=2');
    expect(first.body.entries.map((e: ResultLogEntry) => e.seq)).toEqual([1, 2]);
    expect(first.body.next).toBe(3);
    const second = await log('?from=3&limit=2');
    expect(second.body.entries.map((e: ResultLogEntry) => e.seq)).toEqual([3, 4]);
    expect(await verifyResultLog([...first.body.entries, ...second.body.entries])).toEqual({ ok: true });
    // A later page alone verifies from its first entry on.
    expect(await verifyResultLog((await log('?from=4')).body.entries)).toEqual({ ok: true });
    expect((await log('?from=7')).body).toEqual({ entries: [], next: null });
    for (const query of ['?limit=0', '?limit=1001', '?limit=abc', '?from=0', '?from=-1', '?from=1.5']) {
      const refused = await log(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error).toMatch(/^(from|limit) must be a whole number/);
    }
  });

  it('refuses to change, remove or reorder an entry', async () => {
    await expect(s.db.query(`update result_log set value = '999' where seq = 1`)).rejects.toThrow(/append-only/);
    await expect(s.db.query('delete from result_log where seq = 6')).rejects.toThrow(/append-only/);
    await expect(s.db.query('truncate result_log')).rejects.toThrow(/append-only/);
    await expect(
      s.db.query(`insert into result_log (seq, market, day, session, value, kind, declared_at, bets_closed_at,
        operator_role, prev, hash) values (9, 'X', '2026-11-20', 'open', '128', 'declare', now(), now(), 'owner',
        repeat('0', 64), repeat('0', 64))`),
    ).rejects.toThrow(/must follow entry 6/);
    expect((await log()).body.entries).toHaveLength(6);
  });
});
