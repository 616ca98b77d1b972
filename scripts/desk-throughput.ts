// npm run desk-throughput (PGlite, one server process) and npm run desk-throughput:postgres
// (PostgreSQL, two server processes, one cashier on each): decisions per minute on the deposit
// desk over a seeded queue of QUEUE pending deposits, against real servers over loopback HTTP.
// Simulated cashiers walk the queue as the console's review does, taking THINK_MS to look at
// each request before approving it:
//   one cashier            claims on (the desk as it is now);
//   two cashiers, before   no claims, both walking the same pages from the same end (how the
//                          desk worked before claims): a collision is a decision refused
//                          because the other decided the request first;
//   two cashiers, claims   each request claimed as it is opened, the other's claims passed
//                          by: a collision is a decision refused; a claim refused (the other
//                          opened it a moment before, nothing looked at yet) is counted apart.
// It prints the figures (and writes nothing else); a fresh store for each run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../bench/server-process.js';
import type { Database } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { openPglite } from '../server/db/pglite-database.js';
import { openPostgres } from '../server/db/pg-database.js';
import { hashPassword, newToken } from '../server/services/platform/passwords.js';

const QUEUE = Number(process.env.QUEUE ?? 200);
const THINK_MS = Number(process.env.THINK_MS ?? 300);
const PASSWORD = 'desk-throughput-pass';
const work = mkdtempSync(join(tmpdir(), 'matka-desk-throughput-'));

type Mode = 'claims' | 'before';
interface Tally {
  decisions: number;
  /** Decisions refused: the other cashier decided the request first (the look at it was wasted). */
  collisions: number;
  /** Claims refused: the other cashier opened the request a moment before (nothing was looked at yet). */
  claimRefusals: number;
}

async function seed(db: Database): Promise<void> {
  await migrate(db);
  const hash = await hashPassword(PASSWORD);
  for (const name of ['cashier1', 'cashier2'])
    await db.query(`insert into operators (username, password_hash, role) values ($1, $2, 'cashier')`, [name, hash]);
  await db.query(
    `insert into users (mobile, name, password_hash) select '97' || lpad(n::text, 8, '0'), 'Player ' || n, 'x' from generate_series(1, 40) n`,
  );
  await db.query('insert into wallets (user_id, balance) select id, 0 from users');
  await db.query(
    `insert into deposits (user_id, amount, utr, created_at)
     select 1 + (n % 40), (200 + (n * 37) % 4800) * 100, 'TP' || lpad(n::text, 10, '0'), now() - make_interval(secs => $1 - n)
     from generate_series(1, $1) n`,
    [QUEUE],
  );
}

interface Cashier {
  name: string;
  call(method: string, path: string): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function signIn(url: string, name: string): Promise<Cashier> {
  const response = await fetch(`${url}/console/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${name}: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    name,
    async call(method, path) {
      const answer = await fetch(`${url}/console/api${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrfToken,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Row = { id: number; claimedBy: string | null };
const pendingPage = async (c: Cashier, order: 'oldest' | 'newest') =>
  (await c.call('GET', `/deposits?status=pending&order=${order}`)).body.rows as Row[];

/**
 * Before claims: the review walks a page as it was read (newest first, as the desk then
 * listed), approving each request after looking at it; the page is read again at its end.
 */
async function walkBefore(c: Cashier, tally: Tally): Promise<void> {
  for (;;) {
    const rows = await pendingPage(c, 'newest');
    if (rows.length === 0) return;
    for (const row of rows) {
      await sleep(THINK_MS);
      const decided = await c.call('POST', `/deposits/${row.id}/approve`);
      if (decided.status === 200) tally.decisions++;
      else if (decided.status === 409) tally.collisions++;
      else throw new Error(`approve #${row.id}: ${decided.status} ${JSON.stringify(decided.body)}`);
    }
  }
}

/**
 * With claims: the review takes the oldest request not claimed by another, claims it, looks at
 * it and approves it; the page is read again after each decision (the console reads it on
 * each live count).
 */
async function walkClaims(c: Cashier, tally: Tally): Promise<void> {
  for (;;) {
    const rows = await pendingPage(c, 'oldest');
    if (rows.length === 0) return;
    // The oldest not claimed by another; a claim refused moves on to the next, as the review does.
    let row: Row | undefined;
    for (const candidate of rows.filter((r) => r.claimedBy === null || r.claimedBy === c.name)) {
      const claimed = await c.call('POST', `/deposits/${candidate.id}/claim`);
      if (claimed.status === 200) {
        row = candidate;
        break;
      }
      tally.claimRefusals++;
    }
    if (!row) {
      await sleep(20);
      continue;
    }
    await sleep(THINK_MS);
    const decided = await c.call('POST', `/deposits/${row.id}/approve`);
    if (decided.status === 200) tally.decisions++;
    else if (decided.status === 409) tally.collisions++;
    else throw new Error(`approve #${row.id}: ${decided.status} ${JSON.stringify(decided.body)}`);
  }
}

async function run(urls: string[], cashiers: number, mode: Mode) {
  const signed = await Promise.all(
    Array.from({ length: cashiers }, (_, i) => signIn(urls[i % urls.length]!, `cashier${i + 1}`)),
  );
  const tallies = signed.map(() => ({ decisions: 0, collisions: 0, claimRefusals: 0 }));
  const started = performance.now();
  await Promise.all(
    signed.map(async (c, i) => {
      await sleep(i * 50);
      await (mode === 'claims' ? walkClaims(c, tallies[i]!) : walkBefore(c, tallies[i]!));
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  const decisions = tallies.reduce((n, t) => n + t.decisions, 0);
  const collisions = tallies.reduce((n, t) => n + t.collisions, 0);
  const claimRefusals = tallies.reduce((n, t) => n + t.claimRefusals, 0);
  return { decisions, collisions, claimRefusals, minutes, perMinute: decisions / minutes };
}

/** A fresh store, seeded, served by `processes` servers for one run. */
async function withStore<T>(engine: 'pglite' | 'postgres', processes: number, body: (urls: string[]) => Promise<T>) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OPERATOR_TOKEN: newToken(),
    LOGIN_FREE_TRIES_PER_ADDRESS: '1000',
  };
  delete env.DEMO;
  const servers: ServerProcess[] = [];
  let drop = async () => undefined as unknown;
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(work, 'pglite-'));
    const db = await openPglite(dataDir);
    await seed(db);
    await db.close();
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  } else {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `matka_desk_throughput_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    await seed(db);
    await db.close();
    env.DATABASE_URL = url.toString();
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  try {
    for (let i = 0; i < processes; i++)
      servers.push(await startServerProcess(`desk-${engine}-${i}`, env, join(work, `desk-${engine}-${i}.log`)));
    return await body(servers.map((s) => s.url));
  } finally {
    for (const s of servers) await s.stop();
    await drop();
  }
}

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const processes = engine === 'postgres' ? 2 : 1;
console.log(
  `desk throughput: ${QUEUE} pending deposits, ${THINK_MS} ms to look at each, ${engine} with ${processes} server process${processes > 1 ? 'es' : ''}`,
);
try {
  const scenarios: [string, number, Mode][] = [
    ['one cashier', 1, 'claims'],
    ['two cashiers, before claims', 2, 'before'],
    ['two cashiers, with claims', 2, 'claims'],
  ];
  for (const [label, cashiers, mode] of scenarios) {
    const r = await withStore(engine, processes, (urls) => run(urls, cashiers, mode));
    console.log(
      `${label.padEnd(28)} ${r.perMinute.toFixed(1).padStart(6)} decisions/min  (${r.decisions} in ${(r.minutes * 60).toFixed(1)} s, ${r.collisions} collisions: decisions refused as decided by the other; ${r.claimRefusals} claims refused before any look)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
