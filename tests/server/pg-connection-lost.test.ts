// A connection the server holds out of its pool (a transaction, an exclusive lock held while
// its work runs) may be ended under it: a PostgreSQL restart, a failover, an administrator.
// The process must live on and the pool hand out working connections after. An unhandled
// 'error' event on such a connection used to end the whole process. PostgreSQL only
// (npm run test:postgres): PGlite has no connections to end.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { freshDatabase } from './server-harness.js';

const POSTGRES = process.env.DATABASE_URL;
let db: Database | undefined;
afterAll(() => db?.close());

async function terminateOthers(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: number }>(
      `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows[0]!.ended;
  } finally {
    await admin.end();
  }
}

describe.runIf(POSTGRES)('a connection in use ended under the server', () => {
  it('leaves the process alive, the work refused, and the pool working', async () => {
    db = await freshDatabase();
    const [{ name }] = (await db.query<{ name: string }>('select current_database() as name')) as [{ name: string }];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The lock's connection sits idle, checked out, while its work waits.
    const exclusive = db.exclusive('held-while-ended', () => held.then(() => 'done'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await terminateOthers(name)).toBeGreaterThan(0);
    // Give the ended connection's error time to arrive while nothing reads from it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    // Its unlock runs on the ended connection: refused, not a crash.
    await expect(exclusive).rejects.toThrow();
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    expect(await db.transaction((tx) => tx.query<{ two: number }>('select 2 as two'))).toEqual([{ two: 2 }]);
  });
});
