// One UTR, one deposit: a payment sent once is not credited twice. Migration 012 on a store that already holds
// deposits sent twice under one UTR keeps every row and marks all but one as duplicates; the
// deposit desk shows the mark, and a marked duplicate is not approved while the deposit it
// repeats stands. (The race across processes: deposit-utr-processes.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import type { Role } from '../../server/services/platform/actor.js';
import type { ConsoleClient } from './console-client.js';
import { consoleServer, fingerprint, lastAudit, pendingDeposit, playerWithBank, rowsOf } from './console-fixtures.js';
import { freshDatabase, PNG, type TestServer } from './server-harness.js';

const ALREADY_SENT = 'This UTR number has already been sent.';

describe('migration 012 on a store with a UTR sent more than once', () => {
  let db: Database;
  const rowsOfStore = () =>
    db.query<{ id: number; user_id: number; amount: number; utr: string; status: string; reason: string }>(
      'select id::int as id, user_id::int as user_id, amount::int as amount, utr, status, reason from deposits order by id',
    );
  let before: Awaited<ReturnType<typeof rowsOfStore>>;

  beforeAll(async () => {
    db = await freshDatabase();
    await migrate(db, { before: '012' });
    await db.query(
      `insert into users (mobile, name, password_hash) values ('9000000001', 'Old', 'x'), ('9000000002', 'Other', 'x')`,
    );
    // 1-4: one payment sent four times, in three cases and once with spaces; the third was approved, the fourth rejected.
    // 5-6: one payment approved twice (the money moved; the mark says so). 7: sent once.
    // 8-9: rejected, then sent again in another case: not a duplicate.
    await db.query(
      `insert into deposits (user_id, amount, utr, image, status) values
        (1, 50000, 'AAA1111111', $1, 'Pending'),
        (2, 50000, 'aaa1111111', $1, 'Pending'),
        (1, 50000, ' Aaa1111111 ', $1, 'Completed'),
        (2, 50000, 'AAA1111111', $1, 'Rejected'),
        (1, 20000, 'BBB2222222', $1, 'Completed'),
        (2, 20000, 'bbb2222222', $1, 'Completed'),
        (1, 30000, 'CCC3333333', $1, 'Pending'),
        (1, 40000, 'DDD4444444', $1, 'Rejected'),
        (1, 40000, 'ddd4444444', $1, 'Pending')`,
      [PNG],
    );
    before = await rowsOfStore();
    expect(await migrate(db)).toContain('012-deposit-utr-once.sql');
  });
  afterAll(() => db.close());

  it('keeps every row as it was and marks each duplicate with the deposit it repeats: the approved one, else the first', async () => {
    expect(await rowsOfStore()).toEqual(before);
    const marks = await db.query<{ id: number; duplicate_of: number | null }>(
      'select id::int as id, duplicate_of::int as duplicate_of from deposits order by id',
    );
    expect(marks.map((m) => [m.id, m.duplicate_of])).toEqual([
      [1, 3],
      [2, 3],
      [3, null],
      [4, null],
      [5, null],
      [6, 5],
      [7, null],
      [8, null],
      [9, null],
    ]);
  });

  it('refuses a new deposit with a UTR that stands, in any case or spacing; a rejected one may be sent again', async () => {
    const insert = (utr: string) =>
      db.query(`insert into deposits (user_id, amount, utr) values (1, 100, $1)`, [utr]).then(
        () => 'stored',
        (error: unknown) => String(error),
      );
    for (const utr of ['aaa1111111', 'BBB2222222', ' ccc3333333', 'DDD4444444'])
      expect(await insert(utr)).toMatch(/deposits_utr_once/);
    await db.query(`update deposits set status = 'Rejected' where id = 7`);
    expect(await insert('CCC3333333')).toBe('stored');
  });
});

describe('a duplicate UTR at the deposit desk', () => {
  let s: TestServer;
  let as: Record<Role, ConsoleClient>;
  beforeAll(async () => ({ s, as } = await consoleServer()));
  afterAll(() => s.close());

  /** A deposit stored before migration 012 with the UTR of `original`, marked by it as its duplicate. */
  async function markedDuplicate(userId: number, utr: string, original: number): Promise<number> {
    const [row] = await s.db.query<{ id: number }>(
      `insert into deposits (user_id, amount, utr, duplicate_of) values ($1, 50000, $2, $3) returning id::int as id`,
      [userId, utr, original],
    );
    return row!.id;
  }

  it('refuses the same UTR in another case from another player with the "already sent" message', async () => {
    const first = await playerWithBank(s, '9510000001', 0);
    const second = await playerWithBank(s, '9510000002', 0);
    await pendingDeposit(s, first.token, '500', 'case67058563');
    const again = await s.requestDeposit(second.token, '500', 'CASE67058563');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: false, error: ALREADY_SENT });
    const [{ n }] = (await s.db.query<{ n: number }>(
      `select count(*)::int as n from deposits where upper(utr) = 'CASE67058563'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('shows "duplicate UTR of #id", and will not approve it while that deposit is pending or approved', async () => {
    const p = await playerWithBank(s, '9510000003', 0);
    const original = await pendingDeposit(s, p.token, '500', 'UTR7000001');
    const duplicate = await markedDuplicate(p.id, 'utr7000001', original);

    const list = rowsOf((await as.cashier.call('GET', '/deposits?status=pending')).body);
    expect(list.find((r) => r.id === duplicate)).toMatchObject({
      duplicateOf: original,
      warnings: ['utr-duplicate'],
    });
    expect(list.find((r) => r.id === original)).toMatchObject({ duplicateOf: null, warnings: ['utr-seen-before'] });

    const untouched = await fingerprint(s.db);
    const whilePending = await as.cashier.call('POST', `/deposits/${duplicate}/approve`);
    expect(whilePending.status).toBe(409);
    expect(whilePending.body.error).toBe(
      `#${duplicate} is a duplicate UTR of #${original}, which is pending: one payment is credited once. Reject #${duplicate} or decide #${original} first.`,
    );
    expect(await fingerprint(s.db)).toEqual(untouched);

    expect((await as.cashier.call('POST', `/deposits/${original}/approve`)).status).toBe(200);
    const whileApproved = await as.cashier.call('POST', `/deposits/${duplicate}/approve`);
    expect(whileApproved.status).toBe(409);
    expect(whileApproved.body.error).toMatch(/duplicate UTR of #\d+, which is completed/);
    // The bearer-token operator API goes through the same desk.
    expect((await s.operator('POST', `/deposits/${duplicate}/approve`)).status).toBe(409);
    expect((await as.cashier.call('POST', `/deposits/${duplicate}/reject`, { reason: 'Same payment' })).status).toBe(
      200,
    );
    expect(await s.money(p.mobile)).toMatchObject({ balance: 500_00, ledger: 500_00 });
  });

  it('approves a duplicate whose original was rejected: the mark goes, and the UTR is held from then on', async () => {
    const p = await playerWithBank(s, '9510000004', 0);
    const original = await pendingDeposit(s, p.token, '500', 'UTR7000002');
    expect((await as.cashier.call('POST', `/deposits/${original}/reject`, { reason: 'Blurred' })).status).toBe(200);
    const duplicate = await markedDuplicate(p.id, 'UTR7000002', original);

    const approved = await as.cashier.call('POST', `/deposits/${duplicate}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.deposit).toMatchObject({ status: 'completed', duplicateOf: null });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'deposit.approve',
      before: { status: 'pending', duplicateOf: original },
    });
    expect(await s.money(p.mobile)).toMatchObject({ balance: 500_00, ledger: 500_00 });
    const again = await s.requestDeposit(p.token, '500', 'utr7000002');
    expect(again.body).toMatchObject({ success: false, error: ALREADY_SENT });
  });
});
