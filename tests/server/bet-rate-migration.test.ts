// Migration 010 on a store written before it: every bet gets the rate it is paid at (a won
// bet keeps the one it was paid at, the others take their game's rate on their market's kind
// today), the exposure grid's totals carry each number's payout, and a bet written by hand
// without a rate is priced at the rate in force.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { freshDatabase } from './server-harness.js';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  await migrate(db, { before: '010' });
  await db.query(`insert into markets (name, kind, open_time, close_time) values
    ('OLD MAIN', 'main', '15:45', '17:45'), ('OLD STAR', 'starline', '', '23:00'), ('OLD GALI', 'jackpot', '', '19:00')`);
  await db.query(`insert into users (mobile, name, password_hash) values ('9000000001', 'Old', 'x')`);
  // The operator had set two rates; the rest were the server's defaults.
  await db.query(`insert into rates (game, rate) values ('single', 9.75), ('starline_single', 10)`);
  await db.query(`insert into bets (user_id, request_id, market, day, number, game, session, amount, status, payout, rate) values
    (1, 'a', 'OLD MAIN', '2026-11-20', '5', 'single', 'OPEN', 1000, 'PENDING', 0, null),
    (1, 'a', 'OLD MAIN', '2026-11-20', '128', 'singlepanna', 'OPEN', 1300, 'PENDING', 0, null),
    (1, 'b', 'OLD MAIN', '2026-11-19', '6', 'single', 'OPEN', 1000, 'WON', 9000, 9),
    (1, 'b', 'OLD MAIN', '2026-11-19', '7', 'single', 'OPEN', 1000, 'LOSS', 0, null),
    (1, 'c', 'OLD STAR', '2026-11-20', '3', 'single', '', 1000, 'PENDING', 0, null),
    (1, 'd', 'OLD GALI', '2026-11-20', '42', 'jodi', '', 1000, 'PENDING', 0, null)`);
  expect(await migrate(db)).toContain('010-bet-rate.sql');
});
afterAll(() => db.close());

describe('migration 010', () => {
  it('gives every bet a rate: a won bet the one it was paid at, the others their game’s rate today', async () => {
    const bets = await db.query<{ number: string; rate: string }>(
      'select number, rate::text as rate from bets order by id',
    );
    expect(bets.map((b) => [b.number, Number(b.rate)])).toEqual([
      ['5', 9.75],
      ['128', 150],
      ['6', 9],
      ['7', 9.75],
      ['3', 10],
      ['42', 95],
    ]);
    await expect(db.query(`update bets set rate = null where number = '5'`).then(() => 'written')).rejects.toThrow(
      /null/,
    );
  });

  it('keeps the rates in force: the defaults are written as rates, the operator’s stay', async () => {
    const rates = Object.fromEntries(
      (await db.query<{ game: string; rate: string }>('select game, rate::text as rate from rates')).map((r) => [
        r.game,
        Number(r.rate),
      ]),
    );
    expect(rates).toMatchObject({ single: 9.75, starline_single: 10, jodi: 95, singlepanna: 150, jackpot_jodi: 95 });
  });

  it('sums each group’s payout if it wins into the grid’s totals, each bet at its own rate', async () => {
    const totals = await db.query<{ number: string; bids: number; payout: string }>(
      `select number, bids, payout from bet_totals where market = 'OLD MAIN' order by number`,
    );
    expect(totals.map((t) => [t.number, t.bids, Number(t.payout)])).toEqual([
      ['128', 1, 195_000],
      ['5', 1, 9750],
      ['6', 1, 9000],
      ['7', 1, 9750],
    ]);
  });

  it('prices a bet written without a rate at the rate in force, and adds its payout to the totals', async () => {
    await db.query(`update rates set rate = 149.999 where game = 'singlepanna'`);
    await db.query(`insert into bets (user_id, request_id, market, day, number, game, session, amount) values
      (1, 'e', 'OLD MAIN', '2026-11-20', '128', 'singlepanna', 'OPEN', 1300)`);
    const [placed] = await db.query<{ rate: string }>(`select rate::text as rate from bets where request_id = 'e'`);
    expect(Number(placed!.rate)).toBe(149.999);
    const [total] = await db.query<{ bids: number; payout: string }>(
      `select bids, payout from bet_totals where market = 'OLD MAIN' and number = '128'`,
    );
    // 1300 × 150, and 1300 × 149.999 = 194998.7 rounded down.
    expect([total!.bids, Number(total!.payout)]).toEqual([2, 195_000 + 194_998]);
    await expect(
      db.query(`insert into bets (user_id, request_id, market, day, number, game, session, amount, rate) values
        (1, 'f', 'OLD MAIN', '2026-11-20', '5', 'single', 'OPEN', 1000, 9.5555)`),
    ).rejects.toThrow(/bets_rate_check/);
  });
});
