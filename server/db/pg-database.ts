import pg from 'pg';
import type { Database } from './database.js';
import { TransactionGuard } from './transaction-guard.js';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A real PostgreSQL server reached through pg. int8 values come back as numbers (money is
 * paise, far below 2^53) and numerics as strings, as PGlite gives them, so one SQL serves both.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === INT8 ? (value: string) => Number(value) : oid === NUMERIC ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
  };
  const pool = new pg.Pool({ connectionString, max: 10, types });
  await pool.query('select 1');
  const guard = new TransactionGuard();
  return {
    engine: 'postgres',
    query: async (text, params) => {
      guard.check(text);
      return (await pool.query(text, params as unknown[])).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await guard.run(() => work({ query: async (text, params) => (await client.query(text, params as unknown[])).rows }));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => void (await pool.query(script)),
    close: () => pool.end(),
  };
}
