// Migration 027 on a store written before it: every declared result and every void enters
// the result log once, in the order it was declared, marked imported, hashed in SQL exactly
// as core's verifyResultLog hashes in JavaScript; the next declaration chains on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyResultLog } from '../../core/index.js';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { appendResultLog, resultLogPage } from '../../server/services/results/result-log.js';
import { freshDatabase } from './server-harness.js';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  await migrate(db, { before: '027' });
  await db.query(`insert into markets (name, kind, open_time, close_time) values
    ('OLD MAIN', 'main', '15:45', '17:45'), ('OLD STAR', 'starline', '', '23:00'),
    ('OLD GALI', 'jackpot', '', '19:00'), ('OLD "QUOTED" É', 'main', '09:00', '10:00')`);
  await db.query(`insert into operators (username, password_hash, role) values ('asha', 'x', 'results')`);
  // Times with microseconds, as now() writes them: the log keeps milliseconds, as JavaScript reads them.
  await db.query(`insert into results (market, day, timing, open_pana, close_pana, jodi, open_declared_at, close_declared_at) values
    ('OLD MAIN', '2026-11-19', '', '128', '140', null, '2026-11-19 10:16:00.123456+00', '2026-11-19 12:16:00+00'),
    ('OLD STAR', '2026-11-19', '10:30', '137', null, null, '2026-11-19 05:01:00+00', null),
    ('OLD GALI', '2026-11-18', '', null, null, '42', '2026-11-18 13:31:00+00', null),
    ('OLD MAIN', '2026-11-20', '', '190', null, null, '2026-11-20 10:16:00+00', null)`);
  await db.query(`insert into market_voids (market, day, timing, voided_at, voided_by, refunded_bets, refunded_paise)
    values ('OLD "QUOTED" É', '2026-11-19', '', '2026-11-19 08:00:00+00', 'asha', 0, 0)`);
  expect(await migrate(db)).toContain('027-result-log.sql');
});
afterAll(() => db.close());

describe('migration 027', () => {
  it('enters existing results and voids once, in the order they were declared, marked imported', async () => {
    const { entries } = await resultLogPage(db, 1, 100);
    expect(entries.map((e) => [e.seq, e.market, e.day, e.session, e.value, e.kind, e.operatorRole])).toEqual([
      [1, 'OLD GALI', '2026-11-18', 'jackpot', '42', 'declare', ''],
      [2, 'OLD STAR', '2026-11-19', '10:30', '137', 'declare', ''],
      [3, 'OLD "QUOTED" É', '2026-11-19', '', '', 'void', 'results'],
      [4, 'OLD MAIN', '2026-11-19', 'open', '128', 'declare', ''],
      [5, 'OLD MAIN', '2026-11-19', 'close', '140', 'declare', ''],
      [6, 'OLD MAIN', '2026-11-20', 'open', '190', 'declare', ''],
    ]);
    expect(entries.every((e) => e.imported)).toBe(true);
    expect(entries[3]).toMatchObject({
      declaredAt: '2026-11-19T10:16:00.123Z',
      betsClosedAt: '2026-11-19T10:15:00.000Z', // 15:45 in India
    });
    expect(entries[0]!.betsClosedAt).toBe('2026-11-18T13:30:00.000Z'); // the jackpot's 19:00
    expect(entries[1]!.betsClosedAt).toBe('2026-11-19T05:00:00.000Z'); // the 10:30 slot
    expect(entries[2]!.betsClosedAt).toBe('2026-11-19T04:30:00.000Z'); // the voided day's close, 10:00
  });

  it('hashes in SQL as verifyResultLog does, and a new entry chains on', async () => {
    expect(await verifyResultLog((await resultLogPage(db, 1, 100)).entries)).toEqual({ ok: true });
    await db.transaction((tx) =>
      appendResultLog(tx, {
        market: 'OLD MAIN',
        day: '2026-11-20',
        session: 'close',
        value: '137',
        kind: 'declare',
        declaredAt: new Date('2026-11-20T12:20:00Z'),
        betsClosedAt: '2026-11-20T12:15:00.000Z',
        operatorRole: 'results',
      }),
    );
    const { entries } = await resultLogPage(db, 1, 100);
    expect(entries).toHaveLength(7);
    expect(entries[6]).toMatchObject({ seq: 7, prev: entries[5]!.hash, imported: false });
    expect(await verifyResultLog(entries)).toEqual({ ok: true });
  });
});
