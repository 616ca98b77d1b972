// Real server processes (server/main.ts) over one store: two sharing the PostgreSQL of
// DATABASE_URL (npm run test:postgres), or one on a PGlite folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/database.js';
import { openPglite } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/pg-database.js';
import { freshPostgresUrl, migratedTemplate } from './server-harness.js';
import { serverEntry } from './server-entry.js';

const ROOT = join(import.meta.dirname, '../..');
export const PROCESS_OPERATOR_TOKEN = 'processes-operator-token';

export interface ServerProcesses {
  engine: 'postgres' | 'pglite';
  /** The processes' own database on PostgreSQL (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** The base URL of each process. */
  urls: string[];
  /** The URL of the i-th request's process: requests spread round-robin. */
  url(i: number): string;
  /** Reads the store (after `stop` on PGlite, whose folder belongs to one process). */
  inspect<T>(read: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
  /** Stops every process and starts them again on the same ports and store (a restart). */
  restart(): Promise<void>;
  /** What the processes have written to stdout and stderr so far. */
  output(): string;
  /** Removes the PGlite folder (after `stop` and the last `inspect`). */
  remove(): void;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

export async function startChild(
  env: Record<string, string>,
  port: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, serverEntry('main'), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output}`);
}

/**
 * Starts the processes after `seed` has written the store. `env` adds settings (limits,
 * the clock), or is made from the processes' PostgreSQL URL (to reach it another way);
 * DEMO is off, so nothing but the test writes.
 */
export async function startProcesses(
  seed: (db: Database) => Promise<void>,
  env: Record<string, string> | ((databaseUrl: string | undefined) => Record<string, string>) = {},
  /** The processes' ports (the e2e suite picks free ones); random from 19000 unless given. */
  givenPorts?: number[],
): Promise<ServerProcesses> {
  const adminUrl = process.env.DATABASE_URL;
  // A copy of the migrated store, where the global setup made one: a new PGlite folder costs
  // an initdb (3–4 s on a loaded host), its copy about one second.
  const template = migratedTemplate();
  const databaseUrl = adminUrl ? await freshPostgresUrl(adminUrl, template) : undefined;
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'matka-processes-'));
  let pgliteCopy = !databaseUrl && template ? new Blob([readFileSync(template)]) : undefined;
  const open = () => {
    if (databaseUrl) return openPostgres(databaseUrl);
    const loadDataDir = pgliteCopy;
    pgliteCopy = undefined;
    return openPglite(dataDir!, {}, loadDataDir ? { loadDataDir } : undefined);
  };
  const inspect = async <T>(read: (db: Database) => Promise<T>) => {
    const db = await open();
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  };
  await inspect(async (db) => {
    await migrate(db);
    await seed(db);
  });

  const base = 19_000 + Math.floor(Math.random() * 2000);
  const ports = givenPorts ?? (databaseUrl ? [base, base + 1] : [base]);
  const common = {
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir ?? '',
    OPERATOR_TOKEN: PROCESS_OPERATOR_TOKEN,
    DEMO: '',
    ...(typeof env === 'function' ? env(databaseUrl) : env),
  };
  const started: { child: ChildProcess; output: () => string }[] = [];
  for (const port of ports) started.push(await startChild(common, port));
  let children = started.map((one) => one.child);
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  return {
    engine: databaseUrl ? 'postgres' : 'pglite',
    databaseUrl,
    urls,
    url: (i) => urls[i % urls.length]!,
    inspect,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
    },
    async restart() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
      for (const port of ports) started.push(await startChild(common, port));
      children = started.slice(-ports.length).map((one) => one.child);
    },
    output: () => started.map((one) => one.output()).join('\n'),
    remove: () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
  };
}
