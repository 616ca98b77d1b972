import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.js';

const MIGRATIONS = join(import.meta.dirname, 'migrations');

/**
 * Applies the numbered SQL files of db/migrations that this database has not seen, in order,
 * each in its own transaction. `before` stops short of the file of that number (a test that
 * needs a database as it was before a migration).
 */
export async function migrate(db: Database, { before }: { before?: string } = {}): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
  );
  const pending = readdirSync(MIGRATIONS)
    .filter((file) => /^\d+-.+\.sql$/.test(file) && !applied.has(file) && (before === undefined || file < before))
    .sort();
  for (const file of pending) {
    const script = readFileSync(join(MIGRATIONS, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of script
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
  }
  return pending;
}
