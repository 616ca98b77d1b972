import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './pg-database.js';

/** Where the store is, as the entry point read it from its settings. */
export interface DatabaseConfig {
  /** A PostgreSQL server (DATABASE_URL); else the embedded one in `dataDir`. */
  url?: string | undefined;
  /** The embedded PostgreSQL's folder (DATA_DIR; ./.data unless set). */
  dataDir?: string | undefined;
  /** The `<host>:<pid>` whose lock on the folder to take over (TAKE_OVER_LOCK). */
  takeOver?: string | undefined;
  /** Connections to a PostgreSQL server per process (DATABASE_POOL_SIZE; 10 unless set). */
  poolSize?: number | undefined;
  /** The zone migrations read market times in (MARKET_TIME_ZONE). */
  marketTimeZone: string;
}

/** PostgreSQL at `url` when set, else embedded PGlite in `dataDir`; migrated to the latest version. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const dataDir = config.dataDir ?? './.data';
  const db = config.url
    ? await openPostgres(config.url, config.poolSize)
    : await openPglite(dataDir, {
        takeOver: config.takeOver || undefined,
        // Another process holds the folder now: this one stops serving at once, having
        // acknowledged no write since (the engine refuses every call from here on).
        onLost: () => {
          console.error(`[db] the data folder ${dataDir} is held by another server process now: this process stops.`);
          setImmediate(() => process.exit(75));
        },
      });
  await migrate(db, { marketTimeZone: config.marketTimeZone });
  return db;
}
