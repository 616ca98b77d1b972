// npm run bench, part 2: the reference server as it runs in production, over loopback HTTP.
//   1. place-bet, 50 concurrent players, against real server processes (node server/main.ts):
//      one on PGlite, one on PostgreSQL, two on the same PostgreSQL. The load comes from
//      bench/load-generator.ts, a process of its own with a keep-alive connection per player.
//      Each engine also gets its floor (bench/stake-floor.ts): the same stake transaction sent
//      straight to the database by as many callers, with no HTTP and no server.
//   2. settling 100,000 bids on one market (POST /operator/results to the server).
// The PostgreSQL rows need DATABASE_URL (npm run bench runs this under scripts/with-postgres.sh);
// the bench makes a database of its own there and drops it at the end.
// BENCH_SECONDS, BENCH_WARMUP_SECONDS and BENCH_ENGINES (pglite,postgres) change what runs.
// It reports figures and asserts nothing. The figures land in bench/server-results.json.
import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { openPglite } from '../server/db/pglite-database.js';
import { openPostgres } from '../server/db/pg-database.js';
import { dayOf, parseMarketMoment } from '../server/services/platform/clock.js';
import { newToken, sha256 } from '../server/services/platform/passwords.js';
import type { LoadResult } from './load-generator.js';
import { startServerProcess } from './server-process.js';
import { pgliteFloor, postgresFloor, type FloorJob, type FloorResult } from './stake-floor.js';

const PLAYERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Not counted: the first seconds of each row, while code and caches warm up. The slowest first
// request of that cold start has a column of its own.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SETTLE_BETS = 100_000;
const MARKET = 'BENCH';
// The servers' clock starts here: BENCH (15:45–17:45) takes open bids all along.
const CLOCK_START = '2026-11-20T10:00:00';
const AT = parseMarketMoment(CLOCK_START);
const DAY = dayOf(AT);
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'matka-bench-'));
const tokens = Array.from({ length: PLAYERS }, () => newToken());
const floorJob: FloorJob = {
  players: PLAYERS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  market: MARKET,
  day: DAY,
  at: AT,
};
const loadAverage = loadavg()[0]!;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

/**
 * Written straight into the store: players 1…PLAYERS with a large wallet and a token each, the
 * market they bet on, and the market to settle with its 100,000 pending bids.
 */
async function seed(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `insert into markets (name, kind, open_time, close_time) values ($1, 'main', '15:45', '17:45'), ('SETTLE', 'main', '15:45', '17:45')`,
    [MARKET],
  );
  await db.query(
    `insert into users (mobile, name, password_hash) select '97' || lpad(n::text, 8, '0'), 'Bench', 'x' from generate_series(1, $1) n`,
    [PLAYERS],
  );
  await db.query('insert into wallets (user_id, balance) select id, 1000000000 from users');
  for (const [i, token] of tokens.entries()) {
    await db.query('insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
      sha256(token),
      i + 1,
      new Date(AT.getTime() + 30 * 86_400_000),
    ]);
  }
  await db.query(
    `insert into bets (user_id, request_id, market, day, number, game, session, amount)
     select 1 + (n % $2), 'seed', 'SETTLE', $3, (n % 10)::text, 'single', 'OPEN', 1000 from generate_series(1, $1) n`,
    [SETTLE_BETS, PLAYERS, DAY],
  );
}

/** Removes what a run wrote, so that every run starts from the same tables. */
async function reset(db: Database): Promise<void> {
  await db.query('delete from bets where market = $1', [MARKET]);
  await db.query('truncate ledger, bet_requests');
  await db.query('update wallets set balance = 1000000000, bonus = 0');
}

type Store = { DATA_DIR: string } | { DATABASE_URL: string };

interface Running {
  url: string;
  operatorToken: string;
  stop(): Promise<void>;
}

/** `node --import tsx server/main.ts` on the given store, ready once /healthz answers. */
async function startServer(name: string, store: Store): Promise<Running> {
  const operatorToken = newToken();
  const env: NodeJS.ProcessEnv = { ...process.env, OPERATOR_TOKEN: operatorToken, CLOCK_START, ...store };
  delete env.DEMO;
  if (!('DATABASE_URL' in store)) delete env.DATABASE_URL;
  return { ...(await startServerProcess(name, env, join(work, `${name}.log`))), operatorToken };
}

/** The load generator, in a process of its own, against the given servers. */
function load(urls: string[]): Promise<LoadResult> {
  const job = JSON.stringify({ urls, tokens, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, market: MARKET });
  const child = spawn(process.execPath, ['--import', 'tsx', join('bench', 'load-generator.ts'), job], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}: ${output}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult);
    });
  });
}

/**
 * Declares SETTLE's open pana through the operator API: the 100,000 seeded bids are settled.
 * The bench's clock stands before SETTLE's draw, so the declaration says it is early on purpose.
 */
async function settle(server: Running): Promise<{ bets: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/operator/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.operatorToken}` },
    body: JSON.stringify({ market: 'SETTLE', session: 'open', pana: '128', early: true }),
  });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  const answer = (await response.json()) as { settled?: number };
  if (!response.ok || typeof answer.settled !== 'number')
    throw new Error(`settling failed: ${response.status} ${JSON.stringify(answer)}`);
  return { bets: answer.settled, seconds };
}

/** Starts the servers, runs the load against them all, settles SETTLE on the first if asked, and stops them. */
async function serve(
  name: string,
  stores: Store[],
  settleToo: boolean,
): Promise<{ load: LoadResult; settled?: { bets: number; seconds: number } }> {
  const servers = await Promise.all(stores.map((store, i) => startServer(`${name}-${i + 1}`, store)));
  try {
    const result = await load(servers.map((server) => server.url));
    return { load: result, settled: settleToo ? await settle(servers[0]!) : undefined };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

type Row = { engine: 'pglite' | 'postgres'; setup: string } & (FloorResult | LoadResult);
const rows: Row[] = [];
const settlements: Record<string, { bets: number; seconds: number }> = {};
let skipped = '';

// PGlite: the floor on the data folder, then one server process on that folder.
if (engines.includes('pglite')) {
  const dataDir = join(work, 'pglite');
  let db = await openPglite(dataDir);
  await seed(db);
  await db.close();
  const raw = await PGlite.create(dataDir);
  rows.push({ engine: 'pglite', setup: 'floor: no HTTP', ...(await pgliteFloor(raw, floorJob)) });
  await raw.close();
  db = await openPglite(dataDir);
  await reset(db);
  await db.close();
  const served = await serve('pglite', [{ DATA_DIR: dataDir }], true);
  rows.push({ engine: 'pglite', setup: '1 server', ...served.load });
  settlements.pglite = served.settled!;
}

// PostgreSQL: a database of the bench's own; the floor, one server, two servers on it.
if (engines.includes('postgres') && process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `matka_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const DATABASE_URL = url.toString();
  try {
    const db = await openPostgres(DATABASE_URL);
    await seed(db);
    rows.push({ engine: 'postgres', setup: 'floor: pg, no HTTP', ...(await postgresFloor(DATABASE_URL, floorJob)) });
    await reset(db);
    const one = await serve('postgres', [{ DATABASE_URL }], true);
    rows.push({ engine: 'postgres', setup: '1 server', ...one.load });
    settlements.postgres = one.settled!;
    await reset(db);
    rows.push({
      engine: 'postgres',
      setup: '2 servers',
      ...(await serve('postgres-two', [{ DATABASE_URL }, { DATABASE_URL }], false)).load,
    });
    await db.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else if (engines.includes('postgres')) {
  skipped = 'PostgreSQL rows skipped: DATABASE_URL is unset (npm run bench sets it through scripts/with-postgres.sh).';
}
rmSync(work, { recursive: true, force: true });

const floors = Object.fromEntries(
  rows.filter((row) => row.setup.startsWith('floor')).map((row) => [row.engine, row.perSecond]),
);
const report = {
  players: PLAYERS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  cores: cpus().length,
  loadAverageAtStart: Number(loadAverage.toFixed(2)),
  placeBet: rows.map((row) => ({
    ...row,
    serverToFloor: row.setup.startsWith('floor') ? undefined : Number((row.perSecond / floors[row.engine]!).toFixed(2)),
  })),
  settlement: settlements,
  ...(skipped ? { skipped } : {}),
};
writeFileSync(join(ROOT, 'bench', 'server-results.json'), `${JSON.stringify(report, null, 2)}\n`);

const cell = (value: unknown, width: number) => String(value ?? '').padStart(width);
console.log(
  `\nplace-bet, ${PLAYERS} concurrent players, ${SECONDS} s a row after ${WARMUP_SECONDS} s of warm-up, load generator in its own process` +
    ` (${cpus().length} cores, load average ${loadAverage.toFixed(1)} at start):`,
);
console.log(
  `${'engine'.padEnd(9)}${'setup'.padEnd(20)}${cell('req/s', 6)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('max ms', 8)}${cell('first ms', 10)}${cell('failed', 7)}${cell('/floor', 7)}`,
);
for (const row of report.placeBet) {
  const ms = (value: number) => cell(Math.round(value), 8);
  console.log(
    `${row.engine.padEnd(9)}${row.setup.padEnd(20)}${cell(row.perSecond, 6)}${ms(row.p50Ms)}${ms(row.p99Ms)}${ms(row.maxMs)}${cell(Math.round(row.firstMaxMs), 10)}${cell(row.failures, 7)}${cell(row.serverToFloor?.toFixed(2), 7)}`,
  );
}
console.log("first ms: the slowest of the players' first requests, on the freshly started server or engine (cold).");
const failed = report.placeBet.flatMap((row) => ('failureSamples' in row ? row.failureSamples : []));
if (failed.length > 0) console.log(`failures, e.g.: ${failed.slice(0, 3).join(' | ')}`);
if (skipped) console.log(skipped);
for (const [engine, settled] of Object.entries(settlements))
  console.log(`settling ${settled.bets.toLocaleString('en')} bids on one market, ${engine}: ${settled.seconds} s`);
