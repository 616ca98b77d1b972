// The reports' rollups (migrations 025 and 026) against a recount from the bets and the
// ledger, after slips placed in parallel on real server processes (two sharing PostgreSQL
// under npm run test:postgres, one on PGlite otherwise) while, at the same time, a market's
// open result is declared (settling bets) and corrected, and an earlier day of another
// market is voided.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { foldReportRollups } from '../../server/services/history/play-rollups.js';
import { Reports } from '../../server/services/history/reports.js';
import { parseMarketMoment } from '../../server/services/platform/clock.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { signIn } from './console-client.js';
import { freshDatabase } from './server-harness.js';
import { PROCESS_OPERATOR_TOKEN, type ServerProcesses } from './server-processes.js';
import { processesForFile, seedOperators } from './seeded-store.js';

const PLAYERS = 16;
const SLIPS_EACH = 4;
const TODAY = '2026-11-20';
const YESTERDAY = '2026-11-19';
const tokenOf = (i: number) => sha256(`rollup-player:${i}`).slice(0, 64);
let p: ServerProcesses;

// LIVE takes bids in both sessions all test long; DRAWN's open session has closed (its bids were
// placed before the test: SQL below) and takes close bids; OLDDAY had bids yesterday and no result.
async function seed(db: Database): Promise<void> {
  await db.query(`insert into markets (name, kind, open_time, close_time) values
    ('LIVE', 'main', '15:00', '17:00'), ('DRAWN', 'main', '09:00', '20:00'), ('OLDDAY', 'main', '09:00', '11:00')`);
  await seedOperators(db, [['voider', 'results']]);
  const hash = await hashPassword('secret1');
  for (let i = 0; i < PLAYERS; i++) {
    const [user] = await db.query<{ id: number }>(
      `insert into users (mobile, name, password_hash) values ($1, $2, $3) returning id`,
      [`93000000${String(i).padStart(2, '0')}`, `Player ${i}`, hash],
    );
    await db.query('insert into wallets (user_id, balance) values ($1, 100000000)', [user!.id]);
    await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-01-01')`, [
      sha256(tokenOf(i)),
      user!.id,
    ]);
    // Before the test: an open single on DRAWN today, and yesterday a single on OLDDAY (voided
    // below) and, for the even players, a lost single on LIVE (so they still played that day).
    await db.query(
      `insert into bets (user_id, request_id, market, day, number, game, session, amount, rate) values
         ($1, 'seed', 'DRAWN', $2, $4, 'single', 'OPEN', 1000, 9.5),
         ($1, 'seed', 'OLDDAY', $3, $4, 'single', 'OPEN', 2000, 9.5)`,
      [user!.id, TODAY, YESTERDAY, String(i % 10)],
    );
    if (i % 2 === 0)
      await db.query(
        `insert into bets (user_id, request_id, market, day, number, game, session, amount, rate, status)
         values ($1, 'seed', 'LIVE', $2, '3', 'single', 'OPEN', 500, 9.5, 'LOSS')`,
        [user!.id, YESTERDAY],
      );
  }
}

processesForFile(seed, { CLOCK_START: `${TODAY}T10:00:00`, LOGIN_FREE_TRIES_PER_ADDRESS: '1000' }, (started) => {
  p = started;
});

async function call(url: string, path: string, method: string, body: unknown, token = PROCESS_OPERATOR_TOKEN) {
  const response = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const slip = (i: number, k: number) => {
  const market = k % 2 === 0 ? 'LIVE' : 'DRAWN';
  // A jodi only on LIVE: after its open result DRAWN takes close bids alone.
  const bids = [
    [String((i + k) % 10), 10 + k, market === 'LIVE' ? 'OPEN' : 'CLOSE'],
    ...(market === 'LIVE' ? [[String(((i * 7 + k) % 90) + 10), 15, '']] : []),
    ['128', 20 + i, 'CLOSE'],
  ] as const;
  return call(p.url(i + k), '/api/place-bet', 'POST', {
    number: bids.map((b) => b[0]).join(','),
    amount: bids.map((b) => b[1]).join(','),
    types: bids.map((b) => b[2]).join(','),
    market,
    specialGame: '',
    session: tokenOf(i),
  });
};

/** What the reports sum, counted again from the bets themselves. */
async function recount(db: Database) {
  const cells = await db.query<Record<string, string>>(
    `select day, market, game, sum(amount)::text as stakes, sum(payout)::text as payouts, count(*)::text as bids,
       count(distinct user_id)::text as players
     from bets where status <> 'VOIDED' group by 1, 2, 3 order by 1, 2, 3`,
  );
  const players = await db.query<Record<string, string>>(
    `select day, market, count(distinct user_id)::text as players from bets where status <> 'VOIDED' group by 1, 2
     union all select day, '', count(distinct user_id)::text from bets where status <> 'VOIDED' group by 1
     order by 1, 2`,
  );
  return { cells, players };
}

async function rollups(db: Database) {
  const cells = await db.query<Record<string, string>>(
    `select day, market, game, sum(stakes)::text as stakes, sum(payouts)::text as payouts, sum(bids)::text as bids,
       sum(players)::text as players
     from play_rollup group by 1, 2, 3 having sum(bids) <> 0 order by 1, 2, 3`,
  );
  const players = await db.query<Record<string, string>>(
    `select day, market, sum(players)::text as players from play_rollup_players group by 1, 2 having sum(players) <> 0
     order by 1, 2`,
  );
  return { cells, players };
}

/**
 * The players of a range counted from the bets, in all ('') and per game: a closed day stays as
 * it was shown, so a bet voided on a later day than its own (India's) still counts its player.
 */
async function playersOver(db: Database, from: string, to: string) {
  const rows = await db.query<{ game: string; players: number }>(
    `select b.game, count(distinct b.user_id)::int as players from bets b
     left join market_voids v on v.market = b.market and v.day = b.day and v.timing = b.timing
     where (b.status <> 'VOIDED' or to_char(v.voided_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') > b.day)
       and b.day between $1 and $2 group by grouping sets ((b.game), ())`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.game ?? '', Number(row.players)]));
}

const clock = { now: () => parseMarketMoment(`${TODAY}T18:00:00`) };

/** The ledger per day (India's) and kind, from its rows and from its rollup (migration 026). */
async function ledgerDays(db: Database, from: 'ledger' | 'ledger_rollup') {
  const [time, paise, rows] =
    from === 'ledger' ? ['created_at', 'amount + bonus_amount', '1'] : ['at', 'paise', 'rows'];
  return db.query(
    `select to_char(${time} at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, kind, sum(${paise})::text as paise,
       sum(${rows})::text as rows from ${from} group by 1, 2 having sum(${rows}) <> 0 order by 1, 2`,
  );
}

async function expectReportsToMatchTheBets(db: Database) {
  expect(await rollups(db)).toEqual(await recount(db));
  expect(await ledgerDays(db, 'ledger_rollup')).toEqual(await ledgerDays(db, 'ledger'));
  const reports = new Reports(db, clock);
  for (const [from, to] of [
    [YESTERDAY, TODAY],
    [YESTERDAY, YESTERDAY],
    [TODAY, TODAY],
    ['2026-10-01', '2026-11-18'],
  ] as const) {
    const counted = await playersOver(db, from, to);
    const markets = await reports.markets({ from, to });
    expect(markets.total.players).toBe(counted.get('') ?? 0);
    const games = await reports.games({ from, to });
    for (const row of games.rows) expect(row.players, `${row.game} ${from}..${to}`).toBe(counted.get(row.game));
    expect(games.rows.length).toBe(counted.size === 0 ? 0 : counted.size - 1);
  }
}

describe(`the play rollups on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('equal a recount from the bets after parallel slips, a settlement, a correction and a void', async () => {
    const voider = await signIn(p.url(1), 'voider');
    const results = (async () => {
      const declared = await call(p.url(0), '/operator/results', 'POST', {
        market: 'DRAWN',
        session: 'open',
        pana: '128',
      });
      expect(declared.status, JSON.stringify(declared.body)).toBe(200);
      // 137 (ank 1 too) then 140 (ank 5): the first correction keeps the single winners, the second moves them.
      for (const pana of ['137', '140']) {
        const corrected = await call(p.url(1), '/operator/results', 'PUT', { market: 'DRAWN', session: 'open', pana });
        expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
      }
    })();
    const voided = voider.call('POST', '/results/void', { market: 'OLDDAY', session: 'close', day: YESTERDAY });
    const slips = Array.from({ length: PLAYERS }, (_, i) =>
      Array.from({ length: SLIPS_EACH }, (_, k) => slip(i, k)),
    ).flat();
    const answers = await Promise.all(slips);
    await results;
    const voidAnswer = await voided;
    expect(voidAnswer.status, JSON.stringify(voidAnswer.body)).toBe(200);
    for (const answer of answers) expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);

    // A PGlite folder belongs to one process: the store is read once the servers have stopped.
    await p.stop();
    await p.inspect(async (db) => {
      const [counts] = await db.query<{ voided: number; won: number }>(
        `select count(*) filter (where status = 'VOIDED')::int as voided, count(*) filter (where status = 'WON')::int as won from bets`,
      );
      expect(counts).toEqual({ voided: PLAYERS, won: expect.any(Number) });
      expect(counts!.won).toBeGreaterThan(0);
      await expectReportsToMatchTheBets(db);
      // Yesterday stays as it was shown: OLDDAY's bets, voided today, are still yesterday's play;
      // today's report has the void, naming yesterday.
      const yesterday = await new Reports(db, clock).markets({ from: YESTERDAY, to: YESTERDAY });
      expect(yesterday.rows.map((row) => [row.market, row.players, row.bids])).toEqual([
        ['LIVE', PLAYERS / 2, PLAYERS / 2],
        ['OLDDAY', PLAYERS, PLAYERS],
      ]);
      expect(yesterday.total.players).toBe(PLAYERS);
      const today = await new Reports(db, clock).markets({ from: TODAY, to: TODAY });
      expect(today.rows.filter((row) => row.reverses)).toEqual([
        expect.objectContaining({
          market: 'OLDDAY',
          reverses: YESTERDAY,
          bids: -PLAYERS,
          stakesPaise: -2000 * PLAYERS,
        }),
      ]);
    });
  });

  it('folds each key to one row and still equals the recount', async () => {
    await p.stop();
    await p.inspect(async (db) => {
      const before = await new Reports(db, clock).markets({ from: YESTERDAY, to: TODAY });
      await foldReportRollups(db);
      const [rows] = await db.query<{ keys: number; rows: number }>(
        'select count(distinct (day, market, game))::int as keys, count(*)::int as rows from play_rollup',
      );
      expect(rows!.rows).toBe(rows!.keys);
      expect(await db.query('select 1 from play_rollup where not folded')).toEqual([]);
      expect(await db.query('select 1 from ledger_rollup where not folded')).toEqual([]);
      await expectReportsToMatchTheBets(db);
      expect(await new Reports(db, clock).markets({ from: YESTERDAY, to: TODAY })).toEqual(before);
    });
  });
});

describe('migration 025 on a store with bets', () => {
  it('counts the rollups of the bets already there, voided ones left out', async () => {
    const db = await freshDatabase();
    try {
      await migrate(db, { before: '025' });
      await db.query(
        `insert into markets (name, kind, open_time, close_time) values ('A', 'main', '15:00', '17:00'), ('B', 'main', '16:00', '18:00')`,
      );
      for (const mobile of ['9400000001', '9400000002', '9400000003'])
        await db.query(`insert into users (mobile, name, password_hash) values ($1, 'Old', 'x')`, [mobile]);
      await db.query(`insert into bets (user_id, request_id, market, day, number, game, session, amount, rate, status, payout) values
        (1, 'a', 'A', '2026-11-18', '5', 'single', 'OPEN', 1000, 9.5, 'WON', 9500),
        (1, 'a', 'A', '2026-11-18', '6', 'single', 'OPEN', 1000, 9.5, 'LOSS', 0),
        (2, 'b', 'A', '2026-11-18', '42', 'jodi', '', 500, 95, 'LOSS', 0),
        (2, 'b', 'B', '2026-11-19', '128', 'singlepanna', 'OPEN', 2000, 150, 'VOIDED', 0),
        (3, 'c', 'B', '2026-11-19', '7', 'single', 'CLOSE', 1500, 9.5, 'PENDING', 0),
        (1, 'd', 'B', '2026-11-20', '7', 'single', 'CLOSE', 1500, 9.5, 'PENDING', 0)`);
      expect(await migrate(db)).toContain('025-play-rollups.sql');
      await expectReportsToMatchTheBets(db);
      // Player 2's only bid on the 19th was voided: the 19th had one player, the 19th and 20th two.
      expect((await new Reports(db, clock).markets({ from: '2026-11-19', to: '2026-11-19' })).total.players).toBe(1);
      expect((await new Reports(db, clock).markets({ from: '2026-11-19', to: '2026-11-20' })).total.players).toBe(2);
    } finally {
      await db.close();
    }
  });
});
