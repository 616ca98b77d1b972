import pg from 'pg';
import type { Database } from './database.js';
import { PgListener } from './pg-listener.js';
import { queryFailure } from './query-failure.js';
import { retryAborted } from './retry-aborted.js';
import { TransactionGuard } from './transaction-guard.js';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A real PostgreSQL server reached through pg. int8 values come back as numbers (money is
 * paise, far below 2^53) and numerics as strings, as PGlite gives them, so one SQL serves both.
 * Any number of server processes may share it: each keeps only a pool of connections.
 */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === INT8
        ? (value: string) => Number(value)
        : oid === NUMERIC
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format as 'text'),
  };
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  // An idle connection that the server drops must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  await pool.query('select 1');
  const guard = new TransactionGuard();
  const listener = new PgListener(connectionString);

  // A refused statement throws a QueryFailed: its parameters and PostgreSQL's detail stay out of every log.
  async function run<R>(on: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]): Promise<R[]> {
    try {
      return (await on.query(text, params as unknown[])).rows as R[];
    } catch (error) {
      throw queryFailure(error, text, params);
    }
  }

  /**
   * A connection of the pool's for `work`. The pool handles an error of an idle connection
   * (a server restart, an administrator ending it), but not of one checked out: while it is out,
   * its 'error' here keeps the process alive (an unhandled one ends it), and a connection that
   * failed is closed on release instead of going back to the pool.
   */
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const lost = (error: Error) => {
      broken = error;
      console.error('[db] a connection in use was lost:', error.message);
    };
    client.on('error', lost);
    try {
      return await work(client);
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  async function once<T>(work: Parameters<Database['transaction']>[0]): Promise<T> {
    return withClient(async (client) => {
      try {
        await run(client, 'begin');
        const result = await guard.run(() => work({ query: (text, params) => run(client, text, params) }));
        await run(client, 'commit');
        return result as T;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  return {
    engine: 'postgres',
    query: (text, params) => {
      guard.check(text);
      return run(pool, text, params);
    },
    transaction: (work) => retryAborted(() => once(work)),
    exclusive: (name, work) =>
      // A session lock, held on a connection of its own for as long as the work runs.
      withClient(async (client) => {
        const [row] = (
          await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [name])
        ).rows;
        if (!row?.locked) return undefined;
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      }),
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    exec: async (script) => void (await run(pool, script)),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
