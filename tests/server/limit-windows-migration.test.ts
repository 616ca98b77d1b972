// Migration 028 on a store written before it: the older daily stake limits, with a raise or
// a removal waiting, become the stake limit's day window, and nothing else is made up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { freshDatabase } from './server-harness.js';

let db: Database;
const FROM = new Date('2026-11-21T04:30:00Z');

beforeAll(async () => {
  db = await freshDatabase();
  await migrate(db, { before: '028' });
  await db.query(`insert into users (mobile, name, password_hash) values
    ('9000000001', 'A', 'x'), ('9000000002', 'B', 'x'), ('9000000003', 'C', 'x'), ('9000000004', 'D', 'x')`);
  await db.query(
    `insert into self_limits (user_id, daily_stake, pending_daily_stake, pending_removal, pending_from, cool_off_until, updated_at) values
      (1, 10000, null, false, null, null, now()),
      (2, 10000, 30000, false, $1, null, now()),
      (3, 20000, null, true, $1, null, now()),
      (4, null, null, false, null, $1, now())`,
    [FROM],
  );
  expect(await migrate(db)).toContain('028-limit-windows.sql');
});
afterAll(() => db.close());

describe('migration 028', () => {
  it('moves each daily stake limit, and its waiting change, to the stake limit’s day', async () => {
    const rows = await db.query(
      `select user_id::int as user_id, kind, period, amount::int as amount, pending_amount::int as pending_amount,
       pending_removal, pending_from from self_limit_windows order by user_id`,
    );
    expect(rows).toEqual([
      {
        user_id: 1,
        kind: 'stake',
        period: 'day',
        amount: 10000,
        pending_amount: null,
        pending_removal: false,
        pending_from: null,
      },
      {
        user_id: 2,
        kind: 'stake',
        period: 'day',
        amount: 10000,
        pending_amount: 30000,
        pending_removal: false,
        pending_from: FROM,
      },
      {
        user_id: 3,
        kind: 'stake',
        period: 'day',
        amount: 20000,
        pending_amount: null,
        pending_removal: true,
        pending_from: FROM,
      },
    ]);
    // The break stays where it was.
    expect(await db.query('select cool_off_until from self_limits where user_id = 4')).toEqual([
      { cool_off_until: FROM },
    ]);
  });
});
