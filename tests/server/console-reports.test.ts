// The owner's reports over real HTTP, summed by hand over a small day: bets on two markets,
// a declared result, a correction, deposits, a paid and a rejected withdrawal; and the CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { declareAtDesk, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

const bet = (token: string, market: string, number: string, rupees: number, session: string) =>
  s.api('place-bet', { number, amount: String(rupees), types: session, market, specialGame: '' }, token);

beforeAll(async () => {
  s = await startServer(at(20, 10));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'REPORT', open_time: '15:00', close_time: '17:00' });
  await s.operator('POST', '/markets', { market: 'OTHER', open_time: '16:00', close_time: '18:00' });
  await s.operator('PUT', '/config', { min_withdraw: '100' });

  // 2026-11-20: A deposits ₹1,000 and B ₹500 (approved the same day).
  const a = await playerWithBank(s, '9500000001', 1000, 'Asha');
  const b = await playerWithBank(s, '9500000002', 500, 'Bala');
  // A: single 5 ₹100 and jodi 42 ₹20 on REPORT; B: single 6 ₹50 on REPORT, single 1 ₹10 on OTHER.
  for (const [player, market, number, rupees, session] of [
    [a, 'REPORT', '5', 100, 'OPEN'],
    [a, 'REPORT', '42', 20, ''],
    [b, 'REPORT', '6', 50, 'OPEN'],
    [b, 'OTHER', '1', 10, 'OPEN'],
  ] as const) {
    const placed = await bet(player.token, market, number, rupees, session);
    if (placed.body.success !== true) throw new Error(JSON.stringify(placed.body));
  }
  s.clock.set(at(20, 15, 10));
  // Moving the clock hours on ends console sessions (idle time): sign in again.
  as = await operatorsOfEveryRole(s, '-b');
  // 140 (ank 5): A's single wins ₹950; corrected to 150 (ank 6): that win is reversed and B's wins ₹475.
  const declared = await declareAtDesk(as.owner, { market: 'REPORT', session: 'open' }, '140');
  if (declared.status !== 200) throw new Error(JSON.stringify(declared.body));
  const corrected = await s.operator('PUT', '/results', { market: 'REPORT', session: 'open', pana: '150' });
  if (corrected.body.success !== true) throw new Error(JSON.stringify(corrected.body));
  // B withdraws ₹200 (paid); A asks for ₹300 (rejected: not money out).
  const paid = await pendingWithdrawal(s, b.token, '200');
  await as.cashier.call('POST', `/withdrawals/${paid}/approve`, { payoutReference: 'NEFT-1' });
  const rejected = await pendingWithdrawal(s, a.token, '300');
  await as.cashier.call('POST', `/withdrawals/${rejected}/reject`, { reason: 'Try later' });

  // 2026-11-21: one more bid and deposit, outside a report of the 20th.
  s.clock.set(at(21, 10));
  await s.fund(a.token, a.mobile, 700);
  await bet(a.token, 'REPORT', '7', 30, 'OPEN');
  as = await operatorsOfEveryRole(s, '-c');
});
afterAll(() => s.close());

const play = (stakes: number, payouts: number, bids: number, players: number) => ({
  stakesPaise: stakes,
  payoutsPaise: payouts,
  netPaise: stakes - payouts,
  bids,
  players,
});

describe('the reports', () => {
  it('sums a day per market and in all, with the correction applied', async () => {
    const answer = await as.owner.call('GET', '/reports/markets?from=2026-11-19&to=2026-11-20');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
      rows: [
        { day: '2026-11-20', market: 'OTHER', ...play(1_000, 0, 1, 1) },
        // ₹100 + ₹20 + ₹50 staked; only B's ₹475 paid after the correction.
        { day: '2026-11-20', market: 'REPORT', ...play(17_000, 47_500, 3, 2) },
      ],
      days: [{ day: '2026-11-20', ...play(18_000, 47_500, 4, 2) }],
      total: play(18_000, 47_500, 4, 2),
    });
  });

  it('sums per game', async () => {
    const answer = await as.owner.call('GET', '/reports/games?from=2026-11-20&to=2026-11-20');
    expect(answer.body.rows).toEqual([
      { game: 'single', ...play(16_000, 47_500, 3, 2) },
      { game: 'jodi', ...play(2_000, 0, 1, 1) },
    ]);
  });

  it('sums deposits and withdrawals per day from the ledger (a rejected withdrawal comes back the same day)', async () => {
    const answer = await as.owner.call('GET', '/reports/funds?from=2026-11-20&to=2026-11-21');
    expect(
      (answer.body.rows as Record<string, unknown>[]).map((row) => [
        row.day,
        row.deposits,
        row.depositsPaise,
        row.withdrawals,
        row.withdrawalsPaise,
        row.cashInPaise,
      ]),
    ).toEqual([
      ['2026-11-21', 1, 70_000, 0, 0, 70_000],
      ['2026-11-20', 2, 150_000, 2, -20_000, 130_000],
    ]);
  });

  it('reads one day alone, and today when no day is given', async () => {
    const one = await as.owner.call('GET', '/reports/markets?from=2026-11-21');
    expect(one.body).toMatchObject({ from: '2026-11-21', to: '2026-11-21', total: play(3_000, 0, 1, 1) });
    const today = await as.owner.call('GET', '/reports/markets');
    expect(today.body).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('exports each report as CSV: rupees with paise (a negative net too), text guarded against formulas', async () => {
    const markets = await fetch(`${s.url}/console/api/reports/markets.csv?from=2026-11-20&to=2026-11-20`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(markets.status).toBe(200);
    expect(markets.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(markets.headers.get('content-disposition')).toBe(
      'attachment; filename="play-per-day-and-market-2026-11-20-to-2026-11-20.csv"',
    );
    expect(await markets.text()).toBe(
      'day,market,reverses_day,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\n' +
        '2026-11-20,OTHER,,10.00,0.00,10.00,1,1\r\n' +
        '2026-11-20,REPORT,,170.00,475.00,-305.00,3,2\r\n',
    );
    // A market named like a formula is led by an apostrophe. The operator API takes only letters,
    // digits and spaces, so this one is written into the database as another tool might.
    await s.db.query(
      `insert into markets (name, kind, open_time, close_time) values ('=HYPERLINK', 'main', '20:00', '21:00')`,
    );
    await s.db.query(
      `insert into bets (user_id, request_id, market, day, number, game, session, amount)
       select id, 'csv', '=HYPERLINK', '2026-11-21', '3', 'single', 'OPEN', 1000 from users where mobile = '9500000001'`,
    );
    const guarded = await fetch(`${s.url}/console/api/reports/markets.csv?from=2026-11-21`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(await guarded.text()).toContain("\r\n2026-11-21,'=HYPERLINK,,10.00,0.00,10.00,1,1\r\n");
    const games = await fetch(`${s.url}/console/api/reports/games.csv?from=2026-11-21`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(await games.text()).toBe(
      'game,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\nSingle,40.00,0.00,40.00,2,1\r\n',
    );
  });

  it('refuses a bad range with a clear 400', async () => {
    expect((await as.owner.call('GET', '/reports/markets?from=2026-11-21&to=2026-11-20')).body).toEqual({
      error: 'from is after to.',
    });
    expect((await as.owner.call('GET', '/reports/games?from=2024-01-01&to=2026-11-20')).body).toEqual({
      error: 'A report covers at most 366 days.',
    });
    expect((await as.owner.call('GET', '/reports/funds?from=20-11-2026')).body).toEqual({
      error: 'from must be a date like 2026-11-20.',
    });
  });

  it('is the owner’s alone: every other role gets 403, for the JSON and the CSV', async () => {
    for (const role of ['cashier', 'results', 'support'] as const) {
      for (const path of ['/reports/markets', '/reports/games', '/reports/funds', '/reports/markets.csv']) {
        const refused = await as[role].call('GET', path);
        expect([path, refused.status, refused.body]).toEqual([
          path,
          403,
          { error: `The ${role} role may not do this.` },
        ]);
      }
    }
  });
});
