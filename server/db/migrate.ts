import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MARKET_TIME_ZONE } from 'matka-core/player';
import type { Database } from './database.js';

const MIGRATIONS = join(import.meta.dirname, 'migrations');

/**
 * Applies the numbered SQL files of db/migrations that this database has not seen, in order,
 * each in its own transaction. `before` stops short of the file of that number (a test that
 * needs a database as it was before a migration). A migration that reads market times reads
 * them in `marketTimeZone` (India's unless the server's settings name another).
 */
export async function migrate(
  db: Database,
  { before, marketTimeZone = DEFAULT_MARKET_TIME_ZONE }: { before?: string; marketTimeZone?: string } = {},
): Promise<string[]> {
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
      // A migration that reads market times (027's result log) reads them in the market's zone.
      await tx.query(`select set_config('matka.market_time_zone', $1, true)`, [marketTimeZone]);
      for (const statement of statementsOf(script)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
  }
  return pending;
}

/**
 * A migration's statements: each ends with a semicolon at the end of a line, except inside a
 * function's $$-quoted body, whose own lines end with semicolons too.
 */
function statementsOf(script: string): string[] {
  const statements: string[] = [];
  let pending = '';
  for (const piece of script.split(/;\s*$/m)) {
    pending += pending ? `;${piece}` : piece;
    const insideBody = (pending.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (insideBody) continue;
    if (pending.trim()) statements.push(pending.trim());
    pending = '';
  }
  if (pending.trim()) statements.push(pending.trim());
  return statements;
}
