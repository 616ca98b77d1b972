import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './pg-database.js';

/**
 * PostgreSQL at DATABASE_URL when set, else embedded PGlite in DATA_DIR (TAKE_OVER_LOCK:
 * the `<host>:<pid>` whose lock on it to take over); migrated to the latest version.
 */
export async function openDatabase(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
  TAKE_OVER_LOCK?: string | undefined;
}): Promise<Database> {
  const db = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(env.DATA_DIR ?? './.data', {
        takeOver: env.TAKE_OVER_LOCK || undefined,
        // Another process holds the folder now: this one stops serving at once, having
        // acknowledged no write since (the engine refuses every call from here on).
        onLost: () => {
          console.error(
            `[db] the data folder ${env.DATA_DIR ?? './.data'} is held by another server process now: this process stops.`,
          );
          setImmediate(() => process.exit(75));
        },
      });
  await migrate(db);
  return db;
}
