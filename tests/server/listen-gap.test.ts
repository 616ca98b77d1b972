// A player's live stream after the server's LISTEN connection to PostgreSQL was lost (issue
// 24, item 10): a wallet change announced while it was away reached no one; once it listens
// again, the stream sends the balance as it is and tells the app to read the markets again.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvents } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
/** On the cluster's own database (a database cannot shut itself): lets connections in or not, cuts them. */
let cluster: pg.Client;
/** On the server's database, connected before it shuts: writes while the server cannot listen. */
let admin: pg.Client;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  s = await startServer();
  // The server's own database: the harness gives each server a fresh one on the cluster.
  const [{ name }] = (await s.db.query<{ name: string }>('select current_database() as name')) as [{ name: string }];
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  cluster = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await cluster.connect();
});
afterAll(async () => {
  await admin?.end();
  await cluster?.end();
  await s?.close();
});

it.skipIf(!process.env.DATABASE_URL)(
  'sends the balance and a markets event once it listens again, for what moved while it did not',
  async () => {
    const { token, mobile } = await s.player('9180000001', 250);
    const ticket = (await s.api('stream-ticket', {}, token)).body.ticket as string;
    const stream = await openEvents(`${s.url}/api/events?ticket=${ticket}`, '');
    try {
      expect(await stream.next()).toEqual({ event: 'wallet', data: JSON.stringify({ wallet: '250' }) });
      const database = (await admin.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
      // The LISTEN connection is cut, and no new connection is let in until the change is made.
      await cluster.query(`alter database "${database}" with allow_connections false`);
      const cut = await cluster.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query ilike 'listen %'`,
        [database],
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      // ₹100 credited while no one listens: its NOTIFY (the ledger's trigger) is lost.
      await admin.query(
        `with w as (update wallets set balance = balance + 10000 where user_id = (select id from users where mobile = $1)
                    returning user_id, balance, bonus)
         insert into ledger (user_id, amount, kind, remark, before_total, after_total)
         select user_id, 10000, 'adjustment', 'while not listening', balance + bonus - 10000, balance + bonus from w`,
        [mobile],
      );
      await cluster.query(`alter database "${database}" with allow_connections true`);
      const after = [await stream.next(15_000), await stream.next(5000)];
      expect(after).toContainEqual({ event: 'wallet', data: JSON.stringify({ wallet: '350' }) });
      expect(after).toContainEqual({ event: 'markets', data: JSON.stringify({ kind: 'result' }) });
    } finally {
      stream.close();
    }
  },
  60_000,
);
