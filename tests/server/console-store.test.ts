// The store under the console: the audit trail refuses changes, and the events hub carries
// NOTIFY between connections (two databases' worth of pools on PostgreSQL: two processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { openPostgres } from '../../server/db/pg-database.js';
import { Events } from '../../server/services/live/events.js';
import { freshPostgresUrl, migratedDatabase } from './server-harness.js';

let db: Database;
beforeAll(async () => {
  db = await migratedDatabase();
});
afterAll(() => db.close());

const until = async (test: () => boolean, ms = 5000) => {
  for (let waited = 0; !test(); waited += 20) {
    if (waited > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the audit trail', () => {
  it('takes new rows and refuses to change, remove or truncate any', async () => {
    await db.query(`insert into audit (at, operator, role, action) values (now(), 'asha', 'owner', 'sign-in')`);
    await expect(db.query(`update audit set operator = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from audit')).rejects.toThrow(/append-only/);
    await expect(db.query('truncate audit')).rejects.toThrow(/append-only/);
    expect(await db.query('select operator from audit')).toEqual([{ operator: 'asha' }]);
  });
});

describe('the events hub', () => {
  it('carries a JSON payload to every listener of its channel, and not to others', async () => {
    const events = new Events(db);
    const got: unknown[] = [];
    const other: unknown[] = [];
    const stopA = await events.subscribe('test_channel', (payload) => got.push(['a', payload]));
    const stopB = await events.subscribe('test_channel', (payload) => got.push(['b', payload]));
    const stopOther = await events.subscribe('other_channel', (payload) => other.push(payload));
    await events.publish('test_channel', { hello: 'world', n: 1 });
    await until(() => got.length === 2);
    expect(got).toEqual([
      ['a', { hello: 'world', n: 1 }],
      ['b', { hello: 'world', n: 1 }],
    ]);
    stopB();
    await events.publish('test_channel', { n: 2 });
    await until(() => got.length === 3);
    expect(got[2]).toEqual(['a', { n: 2 }]);
    expect(other).toEqual([]);
    stopA();
    stopOther();
  });

  it('sends what a transaction publishes when it commits, and nothing when it rolls back', async () => {
    const events = new Events(db);
    const got: unknown[] = [];
    const stop = await events.subscribe('tx_channel', (payload) => got.push(payload));
    await db.transaction((tx) => events.publish('tx_channel', 'committed', tx));
    await db
      .transaction((tx) =>
        events.publish('tx_channel', 'rolled back', tx).then(() => Promise.reject(new Error('undo'))),
      )
      .catch(() => undefined);
    await events.publish('tx_channel', 'after');
    await until(() => got.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got).toEqual(['committed', 'after']);
    stop();
  });

  it('announces every new and decided deposit and withdrawal on funds (a trigger, whichever path wrote it)', async () => {
    const events = new Events(db);
    const got: unknown[] = [];
    const stop = await events.subscribe('funds', (payload) => got.push(payload));
    const [user] = await db.query<{ id: number }>(
      `insert into users (mobile, name, password_hash) values ('9000000099', 'T', 'x') returning id`,
    );
    const [deposit] = await db.query<{ id: number }>(
      `insert into deposits (user_id, amount, utr) values ($1, 100, 'UTR1') returning id`,
      [user!.id],
    );
    await db.query(`update deposits set status = 'Completed' where id = $1`, [deposit!.id]);
    await db.query(`update deposits set remark = 'no announcement: the status did not change' where id = $1`, [
      deposit!.id,
    ]);
    const [withdrawal] = await db.query<{ id: number }>(
      `insert into withdrawals (user_id, amount) values ($1, 100) returning id`,
      [user!.id],
    );
    await until(() => got.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got).toEqual([
      { kind: 'deposits', id: Number(deposit!.id), status: 'Pending' },
      { kind: 'deposits', id: Number(deposit!.id), status: 'Completed' },
      { kind: 'withdrawals', id: Number(withdrawal!.id), status: 'Pending' },
    ]);
    stop();
  });

  it.runIf(process.env.DATABASE_URL)(
    'reaches a listener on another connection pool of the same PostgreSQL (another process)',
    async () => {
      const url = await freshPostgresUrl(process.env.DATABASE_URL!);
      const [one, two] = [await openPostgres(url), await openPostgres(url)];
      try {
        const got: unknown[] = [];
        const stop = await new Events(one).subscribe('across', (payload) => got.push(payload));
        await new Events(two).publish('across', { from: 'two' });
        await until(() => got.length === 1);
        expect(got).toEqual([{ from: 'two' }]);
        stop();
      } finally {
        await one.close();
        await two.close();
      }
    },
  );

  it('refuses a channel name that is not a plain word', async () => {
    await expect(new Events(db).subscribe('bad; drop table users', () => undefined)).rejects.toThrow(
      /Not a channel name/,
    );
  });
});
