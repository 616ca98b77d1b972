// npm run bench, part 3: the console's results desk with 100,000 bids on one market, over
// loopback HTTP against a real server process (node server/main.ts), on PGlite and on
// PostgreSQL: the exposure grid of the open and of the close (singles, jodis, panas and the
// sangams staked on), and the settlement preview of a close pana. 20 timed runs of each after
// 3 untimed ones; it reports the median and p99, asserts nothing, and writes
// bench/console-results.json. PostgreSQL needs DATABASE_URL (npm run bench runs this under
// scripts/with-postgres.sh); the bench makes a database of its own there and drops it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ALL_PANAS, gameOfNumber } from '../core/index.js';
import type { Database } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { openPglite } from '../server/db/pglite-database.js';
import { openPostgres } from '../server/db/pg-database.js';
import { dayOf, parseMarketMoment } from '../server/services/platform/clock.js';
import { hashPassword, newToken } from '../server/services/platform/passwords.js';
import { percentile, round, startServerProcess, timeRuns, type ServerProcess } from './server-process.js';

const BETS = 100_000;
const PLAYERS = 1000;
const RUNS = 20;
const WARMUP_RUNS = 3;
const MARKET = 'BENCH DESK';
const CLOCK_START = '2026-11-20T10:00:00';
const DAY = dayOf(parseMarketMoment(CLOCK_START));
const PASSWORD = 'bench-results-pass';
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'matka-console-bench-'));

/**
 * The store: a results operator, PLAYERS players, and BETS pending bids on one main market
 * spread over every game (singles and panas of both sessions, jodis, half and full sangams)
 * and five stakes, with its open pana declared so the close can be previewed.
 */
async function seed(db: Database): Promise<void> {
  await migrate(db);
  await db.query(`insert into operators (username, password_hash, role) values ('bench', $1, 'results')`, [
    await hashPassword(PASSWORD),
  ]);
  await db.query(`insert into markets (name, kind, open_time, close_time) values ($1, 'main', '15:45', '17:45')`, [
    MARKET,
  ]);
  await db.query(`insert into results (market, day, timing, open_pana) values ($1, $2, '', '128')`, [MARKET, DAY]);
  await db.query(
    `insert into users (mobile, name, password_hash) select '96' || lpad(n::text, 8, '0'), 'Bench', 'x' from generate_series(1, $1) n`,
    [PLAYERS],
  );
  await db.query('insert into wallets (user_id, balance) select id, 1000000000 from users');
  const panas = [...ALL_PANAS];
  const panaGames = panas.map((pana) => gameOfNumber(pana)!);
  // n % 10: 0–2 singles, 3–5 panas, 6–8 jodis, 9 sangams (half A, half B, full in turn).
  await db.query(
    `insert into bets (user_id, request_id, market, day, number, game, session, amount)
     select 1 + (n % $2), 'seed', $3, $4,
       case when n % 10 < 3 then (n / 10 % 10)::text
            when n % 10 < 6 then ($5::text[])[1 + (n / 10) % 220]
            when n % 10 < 9 then lpad(((n / 10) % 100)::text, 2, '0')
            when n % 30 = 9 then ((n / 30) % 10)::text || '-' || ($5::text[])[1 + (n / 300) % 220]
            when n % 30 = 19 then ($5::text[])[1 + (n / 300) % 220] || '-' || ((n / 30) % 10)::text
            else ($5::text[])[1 + (n / 30) % 220] || '-' || ($5::text[])[1 + (n / 7) % 220] end,
       case when n % 10 < 3 then 'single' when n % 10 < 6 then ($6::text[])[1 + (n / 10) % 220]
            when n % 10 < 9 then 'jodi' when n % 30 in (9, 19) then 'halfsangam' else 'fullsangam' end,
       case when n % 10 < 6 then (case when n % 2 = 0 then 'OPEN' else 'CLOSE' end) else '' end,
       ($7::bigint[])[1 + n % 5]
     from generate_series(1, $1) n`,
    [BETS, PLAYERS, MARKET, DAY, panas, panaGames, [1000, 2000, 5000, 10_000, 50_000]],
  );
  await db.query('analyze bets');
}

type Store = { DATA_DIR: string } | { DATABASE_URL: string };

/** `node --import tsx server/main.ts` on the store, ready once /healthz answers. */
function startServer(name: string, store: Store): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, OPERATOR_TOKEN: newToken(), CLOCK_START, ...store };
  delete env.DEMO;
  if (!('DATABASE_URL' in store)) delete env.DATABASE_URL;
  return startServerProcess(name, env, join(work, `${name}.log`));
}

/** Times one console call: WARMUP_RUNS untimed, then RUNS timed, one after another. */
async function time(url: string, cookie: string, path: string) {
  const call = async () => {
    const response = await fetch(`${url}/console/api${path}`, { headers: { cookie } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    return body;
  };
  const { ms, bytes } = await timeRuns(call, RUNS, WARMUP_RUNS);
  return { medianMs: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)), maxMs: round(ms.at(-1)!), bytes };
}

const CALLS = [
  ['exposure grid, open', `/results/exposure?market=${encodeURIComponent(MARKET)}&session=open`],
  ['exposure grid, close', `/results/exposure?market=${encodeURIComponent(MARKET)}&session=close`],
  ['settlement preview, close 370', `/results/preview?market=${encodeURIComponent(MARKET)}&session=close&pana=370`],
] as const;

async function measure(engine: 'pglite' | 'postgres', store: Store) {
  const server = await startServer(engine, store);
  try {
    const signIn = await fetch(`${server.url}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const rows = [];
    for (const [name, path] of CALLS)
      rows.push({ engine, call: name, bets: BETS, runs: RUNS, ...(await time(server.url, cookie, path)) });
    return rows;
  } finally {
    await server.stop();
  }
}

const rows = [];
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) {
  const dataDir = join(work, 'pglite');
  const db = await openPglite(dataDir);
  await seed(db);
  await db.close();
  rows.push(...(await measure('pglite', { DATA_DIR: dataDir })));
}
if (engines.includes('postgres')) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) console.log('console bench: no DATABASE_URL, PostgreSQL skipped (npm run bench sets one).');
  else {
    const name = `matka_console_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const db = await openPostgres(url.toString());
      await seed(db);
      await db.close();
      rows.push(...(await measure('postgres', { DATABASE_URL: url.toString() })));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

const report = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadAverage1m: loadavg()[0] },
  bets: BETS,
  rows,
};
writeFileSync(join(ROOT, 'bench', 'console-results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nThe console's results desk, ${BETS.toLocaleString('en')} bids on one market, ${RUNS} runs each over HTTP:`,
);
console.log('engine    call                              median ms   p99 ms   max ms   answer bytes');
for (const row of rows)
  console.log(
    `${row.engine.padEnd(9)} ${row.call.padEnd(33)} ${String(row.medianMs).padStart(9)} ${String(row.p99Ms).padStart(8)} ${String(row.maxMs).padStart(8)} ${String(row.bytes).padStart(14)}`,
  );
console.log('(written to bench/console-results.json)');
rmSync(work, { recursive: true, force: true });
