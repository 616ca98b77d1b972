import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './database.js';
import { TransactionGuard } from './transaction-guard.js';

/** Embedded PostgreSQL in a data folder (or in memory for `memory://`): nothing to install. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const guard = new TransactionGuard();
  return {
    engine: 'pglite',
    query: async (text, params) => {
      guard.check(text);
      return (await db.query(text, params as unknown[])).rows as never[];
    },
    // PGlite runs one transaction at a time: concurrent requests queue behind it.
    transaction: (work) =>
      db.transaction((tx) => guard.run(() => work({ query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never[] }))),
    exec: async (script) => void (await db.exec(script)),
    close: () => db.close(),
  };
}
