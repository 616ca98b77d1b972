import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './database.js';

/** Embedded PostgreSQL in a data folder (or in memory for `memory://`): nothing to install. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    engine: 'pglite',
    query: async (text, params) => (await db.query(text, params as unknown[])).rows as never[],
    // PGlite runs one transaction at a time: concurrent requests queue behind it.
    transaction: (work) => db.transaction((tx) => work({ query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never[] })),
    exec: async (script) => void (await db.exec(script)),
    close: () => db.close(),
  };
}
