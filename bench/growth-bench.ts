// npm run bench:growth: how the calls a large operator reported slow grow with the store.
// Over loopback HTTP against a real server process (node server/main.ts) on a PostgreSQL
// database of its own (on the server of DATABASE_URL; npm run bench:growth runs this under
// scripts/with-postgres.sh, a throwaway cluster), the bench:
//   1. migrates the database, writes an owner operator ('bench'), 30 main markets and five
//      players, starts the server (CLOCK_START fixed, an OPERATOR_TOKEN for the bearer API), and
//      seeds a small "fresh" store through the server itself: deposits asked by the players and
//      approved or rejected through the bearer API, withdrawals (one approved, one pending for
//      two of the players), a slip of bids each on one market today, a console sign-in. Every
//      row of the fresh store is the server's own, so every invariant holds in it.
//   2. times every call below: 3 untimed runs, then 20 timed ones, one after another.
//   3. grows the store with SQL (generate_series, in batches), runs vacuum analyze, and times
//      the same calls again: the same ordinary player (player 1), and player 2 as the heavy
//      player, who now has many bids and ledger rows.
//   4. prints call, fresh median, grown median, their ratio and the grown p95; the store's size
//      (pg_database_size) and row counts; the load average and cores. It writes
//      bench/growth-results.json. It asserts nothing: figures are reported, never judged.
// The server is stopped and the database dropped at the end, on a failure, and on Ctrl-C.
//
// Scale (the store's totals once grown, the fresh rows counted in):
//   --scale six-months  the store a large operator reported after six months: 50,000 players;
//                       10,020,009 bids over 180 days on 30 markets, 10% of the settled ones won;
//                       ~11.5 million ledger rows; 300,000 deposits each with a 16 KB
//                       screenshot (~5 GB); 150,000 withdrawals; 1,000,003 audit rows; one heavy
//                       player with 200,456 bids. About 13 GB on disk (100 times what the
//                       default scale adds, ~130 MB) and, reckoned the same way, tens of
//                       minutes of growing at best: not for a shared 2-core machine.
//   --scale F           every count times F (0 < F ≤ 1), at least 1 each.
//   (default)           --scale 0.01: 500 players, 100,200 bids, ~115,000 ledger rows, 3,000
//                       deposits with 16 KB screenshots, 1,500 withdrawals, 10,000 audit rows, a
//                       heavy player with 2,005 bids; grows and runs in a few minutes.
//
// What the grown rows keep, and what they do not (the fresh rows, the server's own, keep all):
//   kept: every bid has its market, day, game and number of that game (panas from core's list,
//     their game from core), the rate of its game and a payout of floor(stake × rate) when won;
//     bids of today are PENDING, those of the 179 days before are settled, 10% WON, each past
//     market day has a declared open and close pana; bet_totals is kept by its own trigger;
//     the play rollups (the reports' counts) are counted from the bets once grown;
//     every bid, win, approved deposit, withdrawal request and rejected withdrawal has its
//     ledger row (kind, remark, ref and bet id as the server writes them), each grown player
//     has one opening 'adjustment' row (dated before the 180 days, so outside the 90-day
//     reports) that covers what they stake and withdraw, the ledger's before and after totals
//     run in time order per player, and each wallet equals the sum of its ledger rows; one
//     UTR is one deposit; every decided deposit and withdrawal has its audit row
//     (deposit.approve, withdrawal.reject, …) and the rest of the audit rows are sign-ins.
//   not kept: which bids won has nothing to do with the declared panas (10% at random); the
//     running liability (the liability table) of today's grown bids, bet_requests, sessions
//     (api_tokens) of grown players, bank details, notes, self-limits; the bonus wallet
//     (always 0) and debts (none); for the five fresh players the grown rows' before and
//     after totals start from zero rather than chaining with their fresh rows (the wallet
//     still equals the sum of the ledger); the heavy player has bids and wins only, no grown
//     deposits or withdrawals. The notify triggers (and the bid-rate trigger: the rate is
//     given) are off while the store grows and on again before the grown timing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ALL_PANAS, gameOfNumber } from '../core/index.js';
import { migrate } from '../server/db/migrate.js';
import { openPostgres } from '../server/db/pg-database.js';
import { DEFAULT_MARKET_TIME_ZONE } from '../core/index.js';
import { dayOf, parseMarketMoment } from '../server/services/platform/clock.js';
import { hashPassword, newToken } from '../server/services/platform/passwords.js';
import { percentile, round, startServerProcess, timeRuns } from './server-process.js';

const RUNS = 20;
const WARMUP_RUNS = 3;
const CLOCK_START = '2026-11-20T10:00:00';
const NOW = parseMarketMoment(CLOCK_START);
const TODAY = dayOf(NOW);
const ZONE = process.env.MARKET_TIME_ZONE || DEFAULT_MARKET_TIME_ZONE;
const DAYS = 180;
const MARKETS = 30;
const MARKET = 'GROWTH 01';
const OPERATOR_PASSWORD = 'bench-growth-pass';
const PLAYER_PASSWORD = 'bench-player-pass';
/** The console's deposit desk page read "deep in the list": this page, or the last when there are fewer. */
const DEEP_PAGE = 100;
const ROOT = join(import.meta.dirname, '..');

/** The six-month store's totals (a large operator's report), fresh rows counted in. */
const SIX_MONTHS = {
  players: 50_000,
  bets: 10_020_009,
  heavyBets: 200_456,
  deposits: 300_000,
  withdrawals: 150_000,
  audit: 1_000_003,
};

function scaleOf(args: string[]): { name: string; factor: number } {
  const at = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at < 0) return { name: '0.01', factor: 0.01 };
  const value = args[at]!.includes('=') ? args[at]!.split('=')[1]! : (args[at + 1] ?? '');
  if (value === 'six-months') return { name: value, factor: 1 };
  const factor = Number(value);
  if (!(factor > 0 && factor <= 1)) throw new Error(`--scale is six-months or a factor from 0 to 1, not "${value}".`);
  return { name: value, factor };
}
const scale = scaleOf(process.argv.slice(2));
const target = Object.fromEntries(
  Object.entries(SIX_MONTHS).map(([key, count]) => [key, Math.max(1, Math.round(count * scale.factor))]),
) as typeof SIX_MONTHS;

const work = mkdtempSync(join(tmpdir(), 'matka-growth-bench-'));
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
const log = (line: string) => console.log(`growth bench: ${line}`);

// ---------------------------------------------------------------------------------------------
// The server process

interface Running {
  url: string;
  operatorToken: string;
  stop(): Promise<void>;
}

/** `node --import tsx server/main.ts` on the database, ready once /healthz answers. */
async function startServer(databaseUrl: string): Promise<Running> {
  const operatorToken = newToken();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OPERATOR_TOKEN: operatorToken,
    CLOCK_START,
    DATABASE_URL: databaseUrl,
    // The grown deposits were decided up to 180 days before the fixed clock: the server's
    // screenshot sweep would delete half of them mid-run and change what is timed.
    SCREENSHOT_SWEEP: '0',
  };
  delete env.DEMO;
  delete env.DATA_DIR;
  return { ...(await startServerProcess('growth', env, join(work, 'server.log'))), operatorToken };
}

// ---------------------------------------------------------------------------------------------
// Calls over HTTP

/** A call's answer as text; throws on an HTTP error or a refusal in the body. */
type Call = () => Promise<string>;

async function checked(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  if (text.startsWith('{')) {
    const body = JSON.parse(text) as { success?: unknown; session?: unknown; nosession?: unknown };
    if (body.success === false || body.success === '0' || body.session === false || body.nosession === true)
      throw new Error(`${what}: refused: ${text.slice(0, 300)}`);
  }
  return text;
}

function client(server: Running) {
  let cookie = '';
  return {
    /** A JSON call to /api/<name> as the player of `token`. */
    api: (name: string, token: string | null, fields: Record<string, unknown> = {}) =>
      fetch(`${server.url}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, ...(token ? { session: token } : {}) }),
      }).then((r) => checked(r, `/api/${name}`)),
    /** A legacy form post to /api2/<name>. */
    legacy: (name: string, token: string, mobile: string) =>
      fetch(`${server.url}/api2/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: token, mobile }).toString(),
      }).then((r) => checked(r, `/api2/${name}`)),
    /** The bearer-token operator API. */
    operator: (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/operator${path}`, {
        method,
        headers: {
          authorization: `Bearer ${server.operatorToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((r) => checked(r, `/operator${path}`)),
    async signIn() {
      const response = await fetch(`${server.url}/console/api/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench', password: OPERATOR_PASSWORD }),
      });
      await checked(response, 'sign-in');
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    },
    /** A console GET, as the signed-in owner. */
    console: (path: string) =>
      fetch(`${server.url}/console/api${path}`, { headers: { cookie } }).then((r) => checked(r, `console ${path}`)),
  };
}
type Client = ReturnType<typeof client>;

interface Timing {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  bytes: number;
}

async function time(call: Call): Promise<Timing> {
  const { ms, bytes } = await timeRuns(call, RUNS, WARMUP_RUNS);
  return {
    medianMs: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(ms.at(-1)!),
    bytes,
  };
}

// ---------------------------------------------------------------------------------------------
// The fresh store

interface Player {
  id: number;
  mobile: string;
  token: string;
}

/** A 1×1 PNG: the player-side deposit request's small screenshot. */
const SMALL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A 16 KB screenshot of a grown deposit (its own table, migration 024): bytes that do not compress, as a photo's. */
const SCREENSHOT = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), randomBytes(16_372)]);

/** Written straight into the new database: the owner operator, the markets, five players. */
async function seedTables(sql: pg.Client): Promise<void> {
  await sql.query(`insert into operators (username, password_hash, role) values ('bench', $1, 'owner')`, [
    await hashPassword(OPERATOR_PASSWORD),
  ]);
  // 30 main markets, open for bids at 10:00 (the first opens at 15:45): the market list is
  // the operator's set-up, the same in both stores; only the history grows.
  await sql.query(
    `insert into markets (name, kind, open_time, close_time)
     select 'GROWTH ' || lpad(n::text, 2, '0'), 'main',
       case when n = 1 then '15:45' else lpad((11 + n % 9)::text, 2, '0') || ':' || lpad((n * 7 % 60)::text, 2, '0') end,
       case when n = 1 then '17:45' else lpad((13 + n % 9)::text, 2, '0') || ':' || lpad((n * 7 % 60)::text, 2, '0') end
     from generate_series(1, $1) n`,
    [MARKETS],
  );
  await sql.query(
    `insert into users (mobile, name, password_hash, verified, created_at)
     select '98765' || lpad(n::text, 5, '0'), 'Fresh Player ' || n, $1, true, $2::timestamptz - interval '200 days'
     from generate_series(1, 5) n`,
    [await hashPassword(PLAYER_PASSWORD), NOW],
  );
  await sql.query('insert into wallets (user_id) select id from users');
}

/** The fresh store's play and money, through the server: each row as the server writes it. */
async function seedThroughServer(http: Client, sql: pg.Client): Promise<Player[]> {
  const players: Player[] = [];
  for (const row of (await sql.query<{ id: string; mobile: string }>('select id, mobile from users order by id'))
    .rows) {
    const login = JSON.parse(await http.api('login', null, { mobile: row.mobile, password: PLAYER_PASSWORD })) as {
      api_token: string;
    };
    players.push({ id: Number(row.id), mobile: row.mobile, token: login.api_token });
  }
  const depositId = async (utr: string) =>
    Number((await sql.query<{ id: string }>('select id from deposits where utr = $1', [utr])).rows[0]!.id);
  const deposit = (p: Player, rupees: number, utr: string) =>
    http.api('create-payment-request', p.token, { amount: String(rupees), transaction_id: utr, image: SMALL_PNG });
  for (const [i, p] of players.entries()) {
    await deposit(p, 50_000, `FRESH${i + 1}A001`);
    await http.operator('POST', `/deposits/${await depositId(`FRESH${i + 1}A001`)}/approve`);
    await http.api('withdraw-details-update', p.token, {
      acno: '1234567890',
      name: 'Fresh Player',
      ifsc: 'SBIN0001234',
    });
    await http.api('place-bet', p.token, {
      market: MARKET,
      specialGame: '',
      number: '1,2,128,370,5,9,469,7',
      amount: '10,20,10,50,10,100,10,20',
      types: 'OPEN,CLOSE,OPEN,CLOSE,OPEN,OPEN,CLOSE,CLOSE',
    });
  }
  // Player 1: a deposit left pending, one rejected; players 1 and 2: a withdrawal paid, one pending.
  await deposit(players[0]!, 700, 'FRESH1P001');
  await deposit(players[0]!, 900, 'FRESH1R001');
  await http.operator('POST', `/deposits/${await depositId('FRESH1R001')}/reject`, { reason: 'Payment not received' });
  for (const p of players.slice(0, 2)) {
    await http.api('withdraw', p.token, { amount: '1000' });
    const [paid] = (
      await sql.query<{ id: string }>(`select id from withdrawals where user_id = $1 and status = 'Pending'`, [p.id])
    ).rows;
    await http.operator('POST', `/withdrawals/${paid!.id}/approve`, { payoutReference: `FRESHPAY${p.id}` });
    await http.api('withdraw', p.token, { amount: '2000' });
  }
  await http.signIn();
  return players;
}

// ---------------------------------------------------------------------------------------------
// The calls timed

interface Timed {
  call: string;
  run: Call;
  /** What was read, where it differs between the stores (the deep page's number). */
  detail?: string;
}

/** The page of the completed deposits "deep in the list": by the answer's cursor when it gives one, else by page number. */
async function deepDepositPage(http: Client): Promise<{ path: string; detail: string }> {
  const base = '/deposits?status=completed';
  let answer = JSON.parse(await http.console(base)) as { total?: number; pageSize?: number; next?: unknown };
  if ('next' in answer) {
    let page = 1;
    let after: unknown = answer.next;
    while (page < DEEP_PAGE && after !== null && after !== undefined) {
      const path = `${base}&after=${encodeURIComponent(String(after))}`;
      answer = JSON.parse(await http.console(path)) as typeof answer;
      page += 1;
      if (page === DEEP_PAGE || answer.next === null) return { path, detail: `page ${page} by its cursor` };
      after = answer.next;
    }
    return { path: base, detail: 'page 1 (the only one)' };
  }
  const last = Math.max(1, Math.ceil((answer.total ?? 0) / (answer.pageSize ?? 25)));
  const page = Math.min(DEEP_PAGE, last);
  return { path: `${base}&page=${page}`, detail: `page ${page} of ${last}${last >= 400 ? '+' : ''}` };
}

async function calls(http: Client, sql: pg.Client, ordinary: Player, heavy: Player, phase: string): Promise<Timed[]> {
  const daysBefore = (days: number) => dayOf(new Date(NOW.getTime() - days * 86_400_000));
  const ninety = `from=${daysBefore(89)}&to=${TODAY}`;
  const halfYear = `from=${daysBefore(179)}&to=${TODAY}`;
  const market = encodeURIComponent(MARKET);
  const pendingWithdrawal = async (p: Player) =>
    Number(
      (
        await sql.query<{ id: string }>(
          `select id from withdrawals where user_id = $1 and status = 'Pending' order by id limit 1`,
          [p.id],
        )
      ).rows[0]!.id,
    );
  const ordinaryWithdrawal = await pendingWithdrawal(ordinary);
  const heavyWithdrawal = await pendingWithdrawal(heavy);
  const deep = await deepDepositPage(http);
  let placed = 0;
  let asked = 0;
  return [
    {
      call: 'player login',
      // A player keeps MAX_SESSIONS_PER_PLAYER sessions, the oldest ending first: the calls after use the newest.
      run: async () => {
        const answer = await http.api('login', null, { mobile: ordinary.mobile, password: PLAYER_PASSWORD });
        ordinary.token = (JSON.parse(answer) as { api_token: string }).api_token;
        return answer;
      },
    },
    { call: 'home (market list)', run: () => http.api('home', ordinary.token) },
    {
      call: 'place a bet',
      run: () =>
        http.api('place-bet', ordinary.token, {
          market: MARKET,
          specialGame: '',
          number: String(placed++ % 10),
          amount: '10',
          types: 'OPEN',
        }),
    },
    {
      call: 'settlement preview (one market)',
      run: () => http.console(`/results/preview?market=${market}&session=open&pana=128`),
    },
    { call: 'exposure grid (one market)', run: () => http.console(`/results/exposure?market=${market}&session=open`) },
    { call: 'deposit desk, all statuses', run: () => http.console('/deposits') },
    { call: 'deposit desk, pending', run: () => http.console('/deposits?status=pending') },
    { call: 'deposit desk, completed, page 1', run: () => http.console('/deposits?status=completed') },
    { call: 'deposit desk, completed, deep page', run: () => http.console(deep.path), detail: deep.detail },
    { call: 'withdrawal desk', run: () => http.console('/withdrawals') },
    {
      call: 'withdrawal context (ordinary player)',
      run: () => http.console(`/withdrawals/${ordinaryWithdrawal}/context`),
    },
    { call: 'withdrawal context (heavy player)', run: () => http.console(`/withdrawals/${heavyWithdrawal}/context`) },
    { call: 'player page: deposits', run: () => http.console(`/players/${ordinary.id}/deposits`) },
    { call: 'player deposit history', run: () => http.legacy('deposit_history', ordinary.token, ordinary.mobile) },
    { call: 'player withdrawal history', run: () => http.legacy('withdraw_reqs', ordinary.token, ordinary.mobile) },
    {
      call: 'deposit request (small screenshot)',
      run: () =>
        http.api('create-payment-request', ordinary.token, {
          amount: '500',
          transaction_id: `GB${phase}${String(asked++).padStart(6, '0')}`,
          image: SMALL_PNG,
        }),
    },
    { call: 'report: markets, 1 day', run: () => http.console(`/reports/markets?from=${TODAY}&to=${TODAY}`) },
    { call: 'report: markets, 90 days', run: () => http.console(`/reports/markets?${ninety}`) },
    { call: 'report: games, 90 days', run: () => http.console(`/reports/games?${ninety}`) },
    { call: 'report: markets CSV, 90 days', run: () => http.console(`/reports/markets.csv?${ninety}`) },
    { call: 'report: funds, 90 days', run: () => http.console(`/reports/funds?${ninety}`) },
    { call: 'report: profit and loss, 90 days', run: () => http.console(`/reports/profit?${ninety}`) },
    { call: 'report: markets, 180 days', run: () => http.console(`/reports/markets?${halfYear}`) },
    { call: 'report: games, 180 days', run: () => http.console(`/reports/games?${halfYear}`) },
    { call: 'report: markets CSV, 180 days', run: () => http.console(`/reports/markets.csv?${halfYear}`) },
    {
      call: 'heavy player: passbook, 7 days',
      run: () => http.api('passbook', heavy.token, { start_date: daysBefore(6), end_date: TODAY }),
    },
    {
      call: 'heavy player: bid history, 180 days',
      run: () => http.api('games2', heavy.token, { start_date: daysBefore(DAYS - 1), end_date: TODAY }),
    },
    { call: 'heavy player: console bets', run: () => http.console(`/players/${heavy.id}/bets`) },
    { call: 'audit trail, page 1', run: () => http.console('/audit') },
    { call: 'audit trail, action deposit', run: () => http.console('/audit?action=deposit') },
    {
      call: 'bearer: deposits completed, 1 page',
      run: () => http.operator('GET', '/deposits?status=completed'),
    },
    {
      call: 'bearer: withdrawals completed, 1 page',
      run: () => http.operator('GET', '/withdrawals?status=completed'),
    },
  ];
}

async function timeAll(list: Timed[]) {
  const results = new Map<string, Timing & { detail?: string }>();
  for (const { call, run, detail } of list) {
    const timing = await time(run);
    results.set(call, { ...timing, ...(detail ? { detail } : {}) });
    log(`  ${call}: median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Growing the store

const TABLES = [
  'users',
  'bets',
  'bet_totals',
  'results',
  'ledger',
  'deposits',
  'deposit_screenshots',
  'withdrawals',
  'audit',
] as const;

async function counts(sql: pg.Client) {
  const out: Record<string, number> = {};
  for (const table of TABLES)
    out[table] = Number((await sql.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  return out;
}

const databaseSize = async (sql: pg.Client) =>
  Number((await sql.query<{ n: string }>('select pg_database_size(current_database()) as n')).rows[0]!.n);

/** Runs `batch(lo, hi)` over 1…total in slices of `size`. */
async function inBatches(total: number, size: number, batch: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = 1; lo <= total; lo += size) await batch(lo, Math.min(total, lo + size - 1));
}

/** Triggers that only announce (NOTIFY) or fill in a rate the grown rows give: off while growing. */
const QUIET_TRIGGERS = [
  ['bets', 'bets_rate'],
  ['deposits', 'deposits_notify'],
  ['withdrawals', 'withdrawals_notify'],
  ['ledger', 'ledger_notify'],
  ['audit', 'audit_notify_players'],
  ['results', 'results_notify'],
  // The play rollups: counted once from the grown bets (play_rollup_rebuild), as the migration does.
  ['bets', 'bets_play_rollup_placed'],
  ['bets', 'bets_play_rollup_changed'],
] as const;

async function grow(sql: pg.Client, heavy: Player): Promise<{ seconds: number; steps: Record<string, number> }> {
  const steps: Record<string, number> = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    steps[name] = seconds(started);
    log(`  ${name}: ${steps[name]} s`);
  };
  const started = performance.now();
  const before = await counts(sql);
  const [operator] = (await sql.query<{ id: string }>(`select id from operators where username = 'bench'`)).rows;
  const maxId = async (table: string) =>
    Number((await sql.query<{ n: string }>(`select coalesce(max(id), 0) as n from ${table}`)).rows[0]!.n);
  const maxDeposit = await maxId('deposits');
  const maxWithdrawal = await maxId('withdrawals');
  const maxLedger = await maxId('ledger');
  const heavyBefore = Number(
    (await sql.query<{ n: string }>('select count(*) as n from bets where user_id = $1', [heavy.id])).rows[0]!.n,
  );
  const start = new Date(NOW.getTime() - DAYS * 86_400_000);
  const panas = [...ALL_PANAS];
  const panaGames = panas.map((pana) => gameOfNumber(pana)!);

  for (const [table, trigger] of QUIET_TRIGGERS) await sql.query(`alter table ${table} disable trigger ${trigger}`);
  await sql.query('select setseed(0.2026)');

  await step('players', async () => {
    const grown = Math.max(0, target.players - before.users!);
    const hash = await hashPassword('grown-player-pass');
    await inBatches(grown, 50_000, (lo, hi) =>
      sql.query(
        `insert into users (mobile, name, password_hash, verified, created_at)
         select '97' || lpad(n::text, 8, '0'), 'Grown Player ' || n, $3, true, $4::timestamptz - interval '1 day' * (1 + n % 30)
         from generate_series($1::int, $2::int) n`,
        [lo, hi, hash, start],
      ),
    );
    await sql.query(
      'insert into wallets (user_id) select id from users u where not exists (select 1 from wallets w where w.user_id = u.id)',
    );
    // The players the grown rows pick from (every one but the heavy player), and the markets.
    await sql.query(
      'create temp table grow_pick as select row_number() over (order by id)::int as k, id from users where id <> $1',
      [heavy.id],
    );
    await sql.query('alter table grow_pick add primary key (k)');
    await sql.query(
      `create temp table grow_markets as select row_number() over (order by name)::int as k, name from markets where kind = 'main'`,
    );
    await sql.query('analyze grow_pick');
    await sql.query('analyze grow_markets');
  });
  const pick = Number((await sql.query<{ n: string }>('select count(*) as n from grow_pick')).rows[0]!.n);
  const markets = Number((await sql.query<{ n: string }>('select count(*) as n from grow_markets')).rows[0]!.n);

  await step('results of the past days', () =>
    sql.query(
      `insert into results (market, day, timing, open_pana, close_pana, open_declared_at, close_declared_at)
       select m.name, ($1::date - d.back)::text, '', ($2::text[])[1 + floor(random() * 220)::int], ($2::text[])[1 + floor(random() * 220)::int],
         (($1::date - d.back) + time '15:50') at time zone $3, (($1::date - d.back) + time '17:50') at time zone $3
       from grow_markets m, generate_series(1, $4::int - 1) as d(back)
       on conflict do nothing`,
      [TODAY, panas, ZONE, DAYS],
    ),
  );

  // A bid: a day of the 180 (0 today: pending; else settled, 10% won), a market, a game
  // (3 in 10 singles, 3 panas, 3 jodis, 1 a sangam), its number, a stake from ₹10 to ₹500.
  const bets = (lo: number, hi: number, heavyId: number | null) =>
    sql.query(
      `insert into bets (user_id, request_id, market, day, number, game, session, amount, status, payout, rate, created_at)
       select coalesce($9::bigint, p.id), 'grown', m.name, g.day, g.number, g.game, g.session, g.amount,
         case when g.k = 0 then 'PENDING' when g.won then 'WON' else 'LOSS' end,
         case when g.k > 0 and g.won then floor(g.amount * r.rate)::bigint else 0 end,
         r.rate, ((g.day::date + time '08:00') + g.minutes * interval '1 minute') at time zone $7
       from (
         select s.*, ($3::date - s.k)::text as day,
           case when s.g10 < 3 then s.digit::text
                when s.g10 < 6 then ($4::text[])[1 + s.pa]
                when s.g10 < 9 then lpad(s.two::text, 2, '0')
                when s.half then s.digit::text || '-' || ($4::text[])[1 + s.pa]
                else ($4::text[])[1 + s.pa] || '-' || ($4::text[])[1 + s.pb] end as number,
           case when s.g10 < 3 then 'single' when s.g10 < 6 then ($5::text[])[1 + s.pa]
                when s.g10 < 9 then 'jodi' when s.half then 'halfsangam' else 'fullsangam' end as game,
           case when s.g10 < 6 then (case when s.open then 'OPEN' else 'CLOSE' end) else '' end as session
         from (
           select n, floor(random() * $10::int)::int as k, floor(random() * 10)::int as g10,
             floor(random() * 10)::int as digit, floor(random() * 100)::int as two,
             floor(random() * 220)::int as pa, floor(random() * 220)::int as pb,
             random() < 0.5 as open, random() < 0.5 as half, random() < 0.1 as won,
             ($6::bigint[])[1 + floor(random() * 5)::int] as amount,
             1 + floor(random() * $8::int)::int as pk, 1 + floor(random() * $11::int)::int as mk,
             random() * 110 as minutes
           from generate_series($1::int, $2::int) n
         ) s
       ) g
       join grow_markets m on m.k = g.mk
       join rates r on r.game = g.game
       left join grow_pick p on p.k = g.pk`,
      [lo, hi, TODAY, panas, panaGames, [1000, 2000, 5000, 10_000, 50_000], ZONE, pick, heavyId, DAYS, markets],
    );
  const heavyBets = Math.max(0, target.heavyBets - heavyBefore);
  const ordinaryBets = Math.max(0, target.bets - before.bets! - heavyBets);
  await step(`bets (${ordinaryBets.toLocaleString('en')} ordinary)`, () =>
    inBatches(ordinaryBets, 250_000, (lo, hi) => bets(lo, hi, null)),
  );
  await step(`bets (${heavyBets.toLocaleString('en')} of the heavy player)`, () =>
    inBatches(heavyBets, 250_000, (lo, hi) => bets(lo, hi, heavy.id)),
  );

  // Deposits: 0.1% pending (of the last 20 hours), 5% rejected, the rest approved within 2 hours.
  const deposits = Math.max(0, target.deposits - before.deposits!);
  await step(`deposits (${deposits.toLocaleString('en')}, 16 KB screenshots)`, () =>
    inBatches(deposits, 10_000, (lo, hi) =>
      sql.query(
        `with made as (
         insert into deposits (user_id, amount, utr, status, created_at, decided_at, decided_by, reason)
         select p.id, g.amount, 'GRW' || lpad(g.n::text, 10, '0'), g.status, g.created_at,
           case when g.status = 'Pending' then null else g.created_at + g.wait end,
           case when g.status = 'Pending' then null else 'bench' end,
           case when g.status = 'Rejected' then 'Payment not received' else '' end
         from (
           select n, 1 + floor(random() * $3::int)::int as pk,
             (array[50000, 100000, 200000, 500000, 1000000]::bigint[])[1 + floor(random() * 5)::int] as amount,
             case when r < 0.001 then 'Pending' when r < 0.051 then 'Rejected' else 'Completed' end as status,
             case when r < 0.001 then $6::timestamptz - t * interval '20 hours'
                  else $5::timestamptz + t * ($6::timestamptz - $5::timestamptz - interval '1 day') end as created_at,
             w * interval '2 hours' as wait
           from (select n, random() as r, random() as t, random() as w from generate_series($1::int, $2::int) n) x
         ) g join grow_pick p on p.k = g.pk
         returning id, created_at)
         insert into deposit_screenshots (deposit_id, type, bytes, stored_at)
         select id, 'image/webp', $4::bytea, created_at from made`,
        [lo, hi, pick, SCREENSHOT, start, NOW],
      ),
    ),
  );

  // Withdrawals: 1% pending, 5% rejected (the amount returned), the rest paid.
  const withdrawals = Math.max(0, target.withdrawals - before.withdrawals!);
  await step(`withdrawals (${withdrawals.toLocaleString('en')})`, () =>
    inBatches(withdrawals, 50_000, (lo, hi) =>
      sql.query(
        `insert into withdrawals (user_id, amount, status, created_at, decided_at, decided_by, reason, payout_reference)
         select p.id, g.amount, g.status, g.created_at,
           case when g.status = 'Pending' then null else g.created_at + g.wait end,
           case when g.status = 'Pending' then null else 'bench' end,
           case when g.status = 'Rejected' then 'Bank details do not match' else '' end,
           case when g.status = 'Completed' then 'PAY' || g.n else '' end
         from (
           select n, 1 + floor(random() * $3::int)::int as pk,
             (array[50000, 100000, 250000]::bigint[])[1 + floor(random() * 3)::int] as amount,
             case when r < 0.01 then 'Pending' when r < 0.06 then 'Rejected' else 'Completed' end as status,
             case when r < 0.01 then $5::timestamptz - t * interval '20 hours'
                  else $4::timestamptz + t * ($5::timestamptz - $4::timestamptz - interval '1 day') end as created_at,
             w * interval '6 hours' as wait
           from (select n, random() as r, random() as t, random() as w from generate_series($1::int, $2::int) n) x
         ) g join grow_pick p on p.k = g.pk`,
        [lo, hi, pick, start, NOW],
      ),
    ),
  );

  // The ledger, a slice of players at a time: every grown movement's row, an opening
  // adjustment that covers each player's stakes and withdrawals, and the running totals.
  const [range] = (await sql.query<{ lo: string; hi: string }>('select min(id) as lo, max(id) as hi from users')).rows;
  const slice = 5_000;
  await step('ledger', async () => {
    for (let lo = Number(range!.lo); lo <= Number(range!.hi); lo += slice)
      await sql.query(
        `with src as (
           select b.user_id, 'bet'::text as kind, -b.amount as amount,
             'Bid ' || b.market || ' ' || b.game || ' ' || b.number || case when b.session <> '' then ' ' || b.session else '' end as remark,
             b.id as bet_id, b.request_id as ref, b.created_at as at, 1 as ord, b.id as src
           from bets b where b.request_id = 'grown' and b.user_id between $1 and $2
           union all
           select b.user_id, 'win', b.payout,
             'Win ' || b.market || ' ' || b.game || ' ' || b.number || case when b.session <> '' then ' ' || b.session else '' end,
             b.id, null, (b.day::date + time '18:00') at time zone $6, 2, b.id
           from bets b where b.request_id = 'grown' and b.status = 'WON' and b.user_id between $1 and $2
           union all
           select d.user_id, 'deposit', d.amount, 'Deposit #' || d.id, null, 'deposit:' || d.id, d.decided_at, 3, d.id
           from deposits d where d.id > $3 and d.status = 'Completed' and d.user_id between $1 and $2
           union all
           select w.user_id, 'withdraw_request', -w.amount, 'Withdrawal request #' || w.id, null, 'withdrawal:' || w.id, w.created_at, 4, w.id
           from withdrawals w where w.id > $4 and w.user_id between $1 and $2
           union all
           select w.user_id, 'withdraw_rejected', w.amount, 'Withdrawal #' || w.id || ' rejected: ' || w.reason || ' (funds returned)',
             null, 'withdrawal:' || w.id, w.decided_at, 5, w.id
           from withdrawals w where w.id > $4 and w.status = 'Rejected' and w.user_id between $1 and $2
         ), movements as (
           select * from src
           union all
           select user_id, 'adjustment', sum(-amount)::bigint, 'Adjustment: opening balance (growth bench)', null, null, $5::timestamptz, 0, 0
           from src where amount < 0 group by user_id
         )
         insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id, ref, created_at)
         select user_id, kind, amount, 0, total - amount, total, remark, bet_id, ref, at from (
           select m.*, (sum(amount) over (partition by user_id order by at, ord, src rows unbounded preceding))::bigint as total
           from movements m
         ) t order by user_id, at, ord, src`,
        [lo, lo + slice - 1, maxDeposit, maxWithdrawal, new Date(start.getTime() - 86_400_000), ZONE],
      );
    await sql.query(
      `update wallets w set balance = w.balance + s.net
       from (select user_id, sum(amount + bonus_amount)::bigint as net from ledger where id > $1 group by user_id) s
       where w.user_id = s.user_id`,
      [maxLedger],
    );
  });

  // Audit: a row for every decided grown deposit and withdrawal, then sign-ins up to the total.
  await step('audit', async () => {
    const left = async () =>
      Math.max(
        0,
        target.audit - Number((await sql.query<{ n: string }>('select count(*) as n from audit')).rows[0]!.n),
      );
    for (const [table, word, maxBefore] of [
      ['deposits', 'deposit', maxDeposit],
      ['withdrawals', 'withdrawal', maxWithdrawal],
    ] as const)
      await sql.query(
        `insert into audit (at, operator_id, operator, role, action, target, player_id, before, after, address)
         select r.decided_at, $3::bigint, 'bench', 'owner',
           case r.status when 'Completed' then '${word}.approve' else '${word}.reject' end,
           '${word}:' || r.id, r.user_id,
           jsonb_build_object('status', 'pending', 'amountPaise', r.amount, 'player', u.mobile),
           case r.status when 'Completed' then jsonb_build_object('status', 'completed')
                else jsonb_build_object('status', 'rejected', 'reason', r.reason) end,
           '127.0.0.1'
         from ${table} r join users u on u.id = r.user_id
         where r.id > $1 and r.status <> 'Pending' order by r.decided_at limit $2`,
        [maxBefore, await left(), operator!.id],
      );
    await inBatches(await left(), 250_000, (lo, hi) =>
      sql.query(
        `insert into audit (at, operator_id, operator, role, action, target, address)
         select $3::timestamptz + random() * ($4::timestamptz - $3::timestamptz), $5::bigint, 'bench', 'owner', 'sign-in', 'operator:bench', '127.0.0.1'
         from generate_series($1::int, $2::int)`,
        [lo, hi, start, NOW, operator!.id],
      ),
    );
  });

  await step('play rollups', () => sql.query('select play_rollup_rebuild()'));
  for (const [table, trigger] of QUIET_TRIGGERS) await sql.query(`alter table ${table} enable trigger ${trigger}`);
  // A six-month store has been vacuumed (and analyzed) by autovacuum many times over: so is this one,
  // and autovacuum does not wake in the middle of the timing to do it.
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  return { seconds: seconds(started), steps };
}

// ---------------------------------------------------------------------------------------------
// The run

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('growth bench: set DATABASE_URL (npm run bench:growth runs it under scripts/with-postgres.sh).');
  process.exit(1);
}
const name = `matka_growth_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
let sql: pg.Client | undefined;
let server: Running | undefined;
let cleaned: Promise<void> | undefined;

/** Stops the server, drops the database, removes the work folder: once, whatever happened. */
const cleanUp = () =>
  (cleaned ??= (async () => {
    await server?.stop().catch(() => undefined);
    await sql?.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`).catch((error: Error) => {
      console.error(`growth bench: could not drop ${name}: ${error.message}`);
    });
    await admin.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`growth bench: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });

const loadAtStart = loadavg();
const started = performance.now();
try {
  log(
    `scale ${scale.name} (factor ${scale.factor}); ${cpus().length} cores, load ${loadAtStart.map((n) => n.toFixed(2)).join(' ')}`,
  );
  await admin.connect();
  await admin.query(`create database ${name}`);
  const db = await openPostgres(databaseUrl.toString());
  await migrate(db);
  await db.close();
  sql = new pg.Client({ connectionString: databaseUrl.toString() });
  await sql.connect();
  await seedTables(sql);
  server = await startServer(databaseUrl.toString());
  const http = client(server);
  const players = await seedThroughServer(http, sql);
  const [ordinary, heavy] = players as [Player, Player];
  await sql.query('vacuum analyze');
  const fresh = { counts: await counts(sql), bytes: await databaseSize(sql) };

  log('timing the fresh store');
  const freshStarted = performance.now();
  const freshTimes = await timeAll(await calls(http, sql, ordinary, heavy, 'F'));
  const freshSeconds = seconds(freshStarted);

  log('growing the store');
  const growth = await grow(sql, heavy);
  const grown = { counts: await counts(sql), bytes: await databaseSize(sql) };

  log('timing the grown store');
  const grownStarted = performance.now();
  const grownTimes = await timeAll(await calls(http, sql, ordinary, heavy, 'G'));
  const grownSeconds = seconds(grownStarted);

  const rows = [...grownTimes.keys()].map((call) => {
    const before = freshTimes.get(call)!;
    const after = grownTimes.get(call)!;
    return { call, fresh: before, grown: after, ratio: Math.round((after.medianMs / before.medianMs) * 10) / 10 };
  });
  const report = {
    at: new Date().toISOString(),
    scale: scale.name,
    factor: scale.factor,
    target,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? '',
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg(),
    },
    runs: RUNS,
    warmupRuns: WARMUP_RUNS,
    seconds: { freshTiming: freshSeconds, growing: growth.seconds, grownTiming: grownSeconds, all: seconds(started) },
    growingSteps: growth.steps,
    store: { fresh, grown },
    rows,
  };
  writeFileSync(join(ROOT, 'bench', 'growth-results.json'), `${JSON.stringify(report, null, 2)}\n`);

  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  console.log(
    `\nThe store fresh and grown (scale ${scale.name}), ${RUNS} runs of each call over HTTP after ${WARMUP_RUNS} untimed:`,
  );
  console.log(
    `${'call'.padEnd(40)} ${'fresh ms'.padStart(9)} ${'grown ms'.padStart(9)} ${'ratio'.padStart(7)} ${'grown p95'.padStart(10)}`,
  );
  for (const row of rows)
    console.log(
      `${row.call.padEnd(40)} ${String(row.fresh.medianMs).padStart(9)} ${String(row.grown.medianMs).padStart(9)} ${`${row.ratio}×`.padStart(7)} ${String(row.grown.p95Ms).padStart(10)}`,
    );
  const deep = rows.find((row) => row.call.includes('deep page'));
  if (deep) console.log(`(the deep page: fresh ${deep.fresh.detail}, grown ${deep.grown.detail})`);
  console.log(`\nstore size: fresh ${mb(fresh.bytes)}, grown ${mb(grown.bytes)} (pg_database_size)`);
  console.log(`rows:       ${TABLES.map((t) => `${t} ${fresh.counts[t]} → ${grown.counts[t]}`).join(', ')}`);
  console.log(
    `time:       fresh timing ${freshSeconds} s, growing ${growth.seconds} s, grown timing ${grownSeconds} s, all ${seconds(started)} s`,
  );
  console.log(
    `machine:    ${cpus().length} cores, load average ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} at the start, ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} at the end`,
  );
  console.log('(written to bench/growth-results.json)');
} catch (error) {
  console.error('growth bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
