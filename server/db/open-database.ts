import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './pg-database.js';

/** PostgreSQL at DATABASE_URL when set, else embedded PGlite in DATA_DIR; migrated to the latest version. */
export async function openDatabase(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}): Promise<Database> {
  const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR ?? './.data');
  await migrate(db);
  return db;
}
