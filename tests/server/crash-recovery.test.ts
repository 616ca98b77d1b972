// The server killed (SIGKILL) in the middle of declaring and settling a result, then started
// again and the result declared again: nothing is lost and nothing is paid twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/database.js';
import { openPglite } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/pg-database.js';
import { freshPostgresUrl } from './server-harness.js';
import { serverEntry } from './server-entry.js';

const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'matka-crash-'));
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const TOKEN = 'crash-test-operator';
const BETS = 100_000;
const PLAYERS = 500;
const DAY = '2026-11-20';
let child: ChildProcess | undefined;
// On PostgreSQL (npm run test:postgres) the child and this test share a database of their own.
const databaseUrl = process.env.DATABASE_URL ? await freshPostgresUrl(process.env.DATABASE_URL) : undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChild(): Promise<ChildProcess> {
  // node itself with tsx as a loader: one process, so a kill reaches the server (tsx's CLI would run it as a grandchild).
  const started = spawn(process.execPath, serverEntry('main'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      OPERATOR_TOKEN: TOKEN,
      CLOCK_START: `${DAY}T10:00:00`,
      DEMO: '',
    },
    stdio: 'pipe',
  });
  for (let i = 0; i < 600; i++) {
    if (started.exitCode !== null) throw new Error('the server exited while starting');
    const up = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

const exited = (process: ChildProcess) =>
  new Promise((resolve) => (process.exitCode !== null ? resolve(null) : process.once('exit', resolve)));

/** The server's store, as the child sees it: its PGlite folder, or the PostgreSQL of DATABASE_URL. */
async function inspect<T>(read: (db: Database) => Promise<T>): Promise<T> {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

it('loses nothing and pays nothing twice when killed during settlement', async () => {
  // A market day with many pending bets, written straight into the store.
  await inspect(async (db) => {
    await migrate(db);
    await db.query(
      `insert into markets (name, kind, open_time, close_time) values ('CRASH', 'main', '15:45', '17:45')`,
    );
    // Every bet is on 1 (the ank of 128), spread over many players: a long settlement to cut.
    await db.query(
      `insert into users (mobile, name, password_hash) select '96' || lpad(n::text, 8, '0'), 'Crash', 'x' from generate_series(1, $1) n`,
      [PLAYERS],
    );
    await db.query(`insert into wallets (user_id, balance) select id, 100000 from users`);
    await db.query(
      `insert into bets (user_id, request_id, market, day, number, game, session, amount)
       select 1 + (n % $3), 'seed', 'CRASH', $1, '1', 'single', 'OPEN', 1000 from generate_series(1, $2) n`,
      [DAY, BETS, PLAYERS],
    );
  });

  child = await startChild();
  const settling = new Promise<void>((resolve) =>
    child!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('settling') && resolve()),
  );
  const declaring = fetch(`http://127.0.0.1:${PORT}/operator/results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ market: 'CRASH', session: 'open', pana: '128', early: true }),
  }).then(
    (r) => r.text(),
    () => 'cut off',
  );
  // Killed the moment the server says it is settling: inside the settlement transaction.
  await settling;
  child.kill('SIGKILL');
  await exited(child);
  expect(await declaring).toBe('cut off');

  const afterKill = await inspect(async (db) => ({
    declared: (await db.query<{ open_pana: string }>(`select open_pana from results where market = 'CRASH'`))[0]
      ?.open_pana,
    pending: (await db.query<{ n: number }>(`select count(*)::int as n from bets where status = 'PENDING'`))[0]!.n,
  }));
  // The kill landed inside the declaration's transaction (stored and settled together): it
  // was rolled back whole, so no result stands that paid no one.
  expect(afterKill.declared).toBeUndefined();
  expect(afterKill.pending).toBe(BETS);

  // The operator declares again once the server is back: every bet settled once.
  child = await startChild();
  const again = await fetch(`http://127.0.0.1:${PORT}/operator/results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ market: 'CRASH', session: 'open', pana: '128', early: true }),
  });
  expect(await again.json()).toMatchObject({ success: true, settled: BETS });
  child.kill('SIGTERM');
  await exited(child);

  const settled = await inspect(async (db) => ({
    pending: (await db.query<{ n: number }>(`select count(*)::int as n from bets where status = 'PENDING'`))[0]!.n,
    won: (
      await db.query<{ n: number; paid: number }>(
        `select count(*)::int as n, coalesce(sum(payout), 0)::bigint as paid from bets where status = 'WON'`,
      )
    )[0]!,
    winRows: (
      await db.query<{ n: number; distinct_bets: number; amount: number }>(
        `select count(*)::int as n, count(distinct bet_id)::int as distinct_bets, coalesce(sum(amount), 0)::bigint as amount from ledger where kind = 'win'`,
      )
    )[0]!,
    balance: (await db.query<{ total: number }>('select sum(balance)::bigint as total from wallets'))[0]!.total,
  }));
  const winners = BETS;
  expect(settled.pending).toBe(0);
  expect(settled.won.n).toBe(winners);
  expect(settled.winRows).toEqual({ n: winners, distinct_bets: winners, amount: winners * 9500 });
  expect(settled.balance).toBe(PLAYERS * 100_000 + winners * 9500);
  // Seeding and settling 100,000 bets twice takes its time on a loaded 2-core machine.
}, 180_000);
