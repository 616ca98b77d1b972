import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PANAS, fullSangam, halfSangamA, halfSangamB } from '../../core/index.js';
import { expectedPayout } from './independent-payouts.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let nextMobile = 9_150_000_000;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);

beforeAll(async () => {
  s = await startServer(at(10));
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/markets', { market: 'MILAN', open_time: '11:00', close_time: '13:00' });
});
afterAll(() => s.close());

const bet = (
  token: string,
  bids: [number: string, amount: number, session: string][],
  market = 'KALYAN',
  extra: Record<string, string> = {},
) => s.bet(token, market, bids, '', extra);

describe('place-bet', () => {
  it('places every kind of bid, takes the stake, and answers the wallet', async () => {
    const { token, mobile } = await s.player('9100000001', 1000);
    const placed = await bet(
      token,
      [
        ['5', 10, 'OPEN'],
        ['42', 20, ''],
        ['128', 10, 'CLOSE'],
        ['7-489', 10, ''],
        ['250-489', 10, ''],
      ],
      'KALYAN',
      { request_id: 'r1' },
    );
    expect(placed.body).toMatchObject({ success: true, message: 'Bid placed successfully', wallet: '940' });
    const money = await s.money(mobile);
    expect(money.ledger).toBe(money.balance + money.bonus);
  });

  it('places a request id once: a retry gets the same answer and takes nothing more', async () => {
    const { token, mobile } = await s.player('9100000002', 500);
    const first = await bet(token, [['3', 100, 'OPEN']], 'KALYAN', { request_id: 'same-id' });
    const again = await bet(token, [['3', 100, 'OPEN']], 'KALYAN', { request_id: 'same-id' });
    expect(again.body).toEqual(first.body);
    expect((await s.money(mobile)).balance).toBe(40_000);
  });

  it('binds a request id to its slip: another slip under a used id is refused, six at once place one', async () => {
    const { token, mobile } = await s.player('9100000093', 1000);
    expect((await bet(token, [['3', 100, 'OPEN']], 'KALYAN', { request_id: 'bound-id' })).body).toMatchObject({
      success: true,
    });
    const other = await bet(token, [['4', 200, 'OPEN']], 'KALYAN', { request_id: 'bound-id' });
    expect(other.body).toMatchObject({ success: false, message_key: 'requestIdReused' });
    expect((await s.money(mobile)).balance).toBe(90_000);
    // Six different slips under one new id, at once: one is placed, the others refused, none told it was placed.
    const answers = await Promise.all(
      ['1', '2', '4', '5', '6', '7'].map((digit) => bet(token, [[digit, 10, 'OPEN']], 'KALYAN', { request_id: 'six' })),
    );
    expect(answers.filter((a) => a.body.success === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message_key === 'requestIdReused')).toHaveLength(5);
    expect((await s.money(mobile)).balance).toBe(89_000);
  });

  it.each([
    ['an invalid number', [['019', 10, 'OPEN']], /019 is not a valid bid number/],
    ['a jodi with a session', [['42', 10, 'OPEN']], /takes no session/],
    ['a single without a session', [['4', 10, '']], /must be OPEN or CLOSE/],
    ['an amount below min_bet', [['4', 5, 'OPEN']], /Bid Amount must be at least 10 INR/],
    ['a fractional amount', [['4', 10.5, 'OPEN']], /not a valid bid amount/],
    ['a negative amount', [['4', -10, 'OPEN']], /not a valid bid amount/],
    ['more than the balance', [['4', 10_000, 'OPEN']], /Insufficient balance/],
  ] as const)('refuses %s and writes nothing', async (_, bids, message) => {
    const { token, mobile } = await s.player(String(nextMobile++), 100);
    const before = await s.ledgerRows();
    const refused = await bet(token, bids as never);
    expect(refused.body).toMatchObject({ success: false, error: expect.stringMatching(message) });
    expect(await s.ledgerRows()).toBe(before);
    expect((await s.money(mobile)).balance).toBe(10_000);
  });

  it('places all or none: one bad entry refuses the whole slip', async () => {
    const { token, mobile } = await s.player('9100000003', 100);
    const refused = await bet(token, [
      ['1', 10, 'OPEN'],
      ['2', 10, 'OPEN'],
      ['12a', 10, 'OPEN'],
    ]);
    expect(refused.body.success).toBe(false);
    expect((await s.money(mobile)).balance).toBe(10_000);
    expect(
      await s.db.query(`select 1 from bets b join users u on u.id = b.user_id where u.mobile = $1`, ['9100000003']),
    ).toEqual([]);
  });

  it('follows the betting windows: OPEN and jodi-type close at the open time, CLOSE at the close time', async () => {
    const { token } = await s.player('9100000004', 1000);
    s.clock.set(at(12)); // MILAN opened at 11:00, closes at 13:00
    expect((await bet(token, [['1', 10, 'OPEN']], 'MILAN')).body.error).toMatch(/Betting is closed for MILAN OPEN/);
    expect((await bet(token, [['12', 10, '']], 'MILAN')).body.error).toMatch(/Betting is closed for MILAN jodi/);
    expect((await bet(token, [['1', 10, 'CLOSE']], 'MILAN')).body.success).toBe(true);
    s.clock.set(at(13, 1));
    expect((await bet(token, [['1', 10, 'CLOSE']], 'MILAN')).body.error).toMatch(/closed/);
    s.clock.set(at(10));
  });

  it('closes a session the moment its result is declared, whatever the clock says', async () => {
    await s.operator('POST', '/markets', { market: 'EARLY', open_time: '20:00', close_time: '22:00' });
    const { token } = await s.player('9100000005', 1000);
    await s.operator('POST', '/results', { market: 'EARLY', session: 'open', pana: '128', early: true });
    expect((await bet(token, [['1', 10, 'OPEN']], 'EARLY')).body.error).toMatch(/closed/);
    expect((await bet(token, [['1', 10, 'CLOSE']], 'EARLY')).body.success).toBe(true);
  });

  it('under 50 parallel requests against a balance for 10, places exactly 10 and never overdraws', async () => {
    const { token, mobile } = await s.player('9100000006', 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bet(token, [[String(i % 10), 100, 'OPEN']], 'KALYAN', { request_id: `parallel-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.success === true)).toHaveLength(10);
    expect(answers.filter((a) => a.body.success === false).every((a) => a.body.error === 'Insufficient balance')).toBe(
      true,
    );
    const money = await s.money(mobile);
    expect(money.balance).toBe(0);
    expect(money.ledger).toBe(money.balance + money.bonus);
  });
});

describe('settlement', () => {
  it('settles a seeded day to the payouts computed independently, and declaring twice pays once', async () => {
    await s.operator('POST', '/markets', { market: 'SEEDED', open_time: '16:00', close_time: '18:00' });
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const open = '250';
    const close = '489';
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => s.player(`92000000${10 + i}`, 20_000)));
    const placed = new Map<string, { number: string; session: string; amount: number }[]>();
    for (const player of players) {
      const bids: [string, number, string][] = [];
      for (let i = 0; i < 40; i++) {
        const amount = 10 + Math.floor(random() * 10) * 10;
        const kind = Math.floor(random() * 6);
        const winning = random() < 0.25;
        if (kind === 0) bids.push([winning ? '7' : String(Math.floor(random() * 10)), amount, pick(['OPEN', 'CLOSE'])]);
        else if (kind === 1)
          bids.push([winning ? '71' : String(Math.floor(random() * 100)).padStart(2, '0'), amount, '']);
        else if (kind === 2)
          bids.push([winning ? pick([open, close]) : pick(ALL_PANAS), amount, pick(['OPEN', 'CLOSE'])]);
        else if (kind === 3)
          bids.push([winning ? '7-489' : halfSangamA(Math.floor(random() * 10), pick(ALL_PANAS)), amount, '']);
        else if (kind === 4)
          bids.push([winning ? '250-1' : halfSangamB(pick(ALL_PANAS), Math.floor(random() * 10)), amount, '']);
        else bids.push([winning ? '250-489' : fullSangam(pick(ALL_PANAS), pick(ALL_PANAS)), amount, '']);
      }
      expect((await bet(player.token, bids, 'SEEDED')).body.success).toBe(true);
      placed.set(
        player.mobile,
        bids.map(([number, amount, session]) => ({ number, amount, session })),
      );
    }
    expect(
      (await s.operator('POST', '/results', { market: 'SEEDED', session: 'open', pana: open, early: true })).status,
    ).toBe(200);
    expect(
      (await s.operator('POST', '/results', { market: 'SEEDED', session: 'close', pana: close, early: true })).status,
    ).toBe(200);

    const after = new Map<string, number>();
    for (const player of players) {
      const bids = placed.get(player.mobile)!;
      const stakes = bids.reduce((sum, b) => sum + b.amount * 100, 0);
      const wins = bids.reduce((sum, b) => sum + expectedPayout(b, open, close), 0);
      const money = await s.money(player.mobile);
      expect(money.balance + money.bonus, player.mobile).toBe(2_000_000 - stakes + wins);
      expect(money.ledger).toBe(money.balance + money.bonus);
      after.set(player.mobile, money.balance);
    }
    const [{ pending }] = (await s.db.query<{ pending: number }>(
      `select count(*)::int as pending from bets where market = 'SEEDED' and status = 'PENDING'`,
    )) as [{ pending: number }];
    expect(pending).toBe(0);

    // The same declarations again: nothing more is paid.
    await s.operator('POST', '/results', { market: 'SEEDED', session: 'open', pana: open, early: true });
    await s.operator('POST', '/results', { market: 'SEEDED', session: 'close', pana: close, early: true });
    for (const player of players) expect((await s.money(player.mobile)).balance).toBe(after.get(player.mobile));
    // A different value is a correction, not a declaration.
    expect(
      (await s.operator('POST', '/results', { market: 'SEEDED', session: 'close', pana: '128', early: true })).body
        .error,
    ).toMatch(/use PUT/);
  });

  it('corrects a wrong result: reverses what it paid (as debt where spent) and settles again', async () => {
    await s.operator('POST', '/markets', { market: 'FIXME', open_time: '16:30', close_time: '18:30' });
    const winner = await s.player('9300000001', 100);
    const other = await s.player('9300000002', 100);
    await bet(winner.token, [['5', 100, 'OPEN']], 'FIXME');
    await bet(other.token, [['6', 100, 'OPEN']], 'FIXME');
    await s.operator('POST', '/results', { market: 'FIXME', session: 'open', pana: '140', early: true }); // ank 5: the winner wins 950
    expect((await s.money(winner.mobile)).balance).toBe(95_000);
    // The winner spends most of it before the correction.
    await s.api('withdraw-details-update', { acno: '12345678', name: 'Winner', ifsc: 'SBIN0001234' }, winner.token);
    await s.operator('PUT', '/config', { min_withdraw: '100' });
    expect((await s.api('withdraw', { amount: '900' }, winner.token)).body.success).toBe(true);

    // A mistyped day is refused, never taken for today.
    const mistyped = await s.correctResult({ market: 'FIXME', session: 'open', day: '2026-02-30' }, '150');
    expect(mistyped.status).toBe(400);
    expect(mistyped.body).toEqual({ error: expect.stringMatching(/day must be a date/) });
    const corrected = await s.operator('PUT', '/results', { market: 'FIXME', session: 'open', pana: '150' }); // ank 6
    expect(corrected.body).toMatchObject({ success: true, reversed: 2, settled: 2 });
    const w = await s.money(winner.mobile);
    // ₹50 left after the withdrawal; the ₹950 payout takes it and leaves ₹900 of debt.
    expect([w.balance, w.debt]).toEqual([0, 90_000]);
    expect((await s.money(other.mobile)).balance).toBe(95_000);
    for (const mobile of [winner.mobile, other.mobile]) {
      const money = await s.money(mobile);
      expect(money.ledger).toBe(money.balance + money.bonus);
    }
    // The debt is repaid from the next credit.
    await s.fund(winner.token, winner.mobile, 1000);
    expect(await s.money(winner.mobile)).toMatchObject({ balance: 100_000 - 90_000, debt: 0 });
  });

  it('settles starline slots and jackpot jodis at their rates', async () => {
    await s.operator('POST', '/starline', { market: 'STARLINE', timings: ['14:00', '15:00'] });
    await s.operator('POST', '/markets', { market: 'GALI', kind: 'jackpot', close_time: '19:00' });
    const { token, mobile } = await s.player('9300000003', 100);
    expect(
      (
        await bet(
          token,
          [
            ['1', 10, ''],
            ['128', 10, ''],
          ],
          'STARLINE',
          { timing: '14:00' },
        )
      ).body,
    ).toMatchObject({ success: true });
    expect((await bet(token, [['42', 10, '']], 'GALI')).body.success).toBe(true);
    expect((await bet(token, [['4', 10, '']], 'GALI')).body.error).toMatch(/Jackpot takes jodis only/);
    await s.operator('POST', '/results', { market: 'STARLINE', timing: '14:00', pana: '128', early: true });
    await s.operator('POST', '/results', { market: 'GALI', jodi: '42', early: true });
    const money = await s.money(mobile);
    expect(money.balance).toBe(10_000 - 3000 + 9500 + 150_000 + 95_000);
  });

  it('games2 lists one kind of market’s bids when asked (type), and every bid when not', async () => {
    await s.operator('POST', '/starline', { market: 'KIND STAR', timings: ['16:00'] });
    await s.operator('POST', '/markets', { market: 'KIND GALI', kind: 'jackpot', close_time: '19:00' });
    const { token } = await s.player('9300000004', 100);
    expect((await bet(token, [['5', 10, 'OPEN']], 'KALYAN')).body.success).toBe(true);
    expect((await bet(token, [['1', 10, '']], 'KIND STAR', { timing: '16:00' })).body.success).toBe(true);
    expect((await bet(token, [['42', 10, '']], 'KIND GALI')).body.success).toBe(true);
    const markets = async (type?: string) =>
      ((await s.api('games2', { page: 1, ...(type ? { type } : {}) }, token)).body.bids as { market: string }[]).map(
        (bid) => bid.market,
      );
    expect(await markets('main')).toEqual(['KALYAN']);
    expect(await markets('starline')).toEqual(['KIND STAR']);
    expect(await markets('gali')).toEqual(['KIND GALI']);
    // A starline bid says its slot; other markets' bids have none.
    const slots = (await s.api('games2', { page: 1 }, token)).body.bids as { market: string; timing: string }[];
    expect(slots.map((bid) => [bid.market, bid.timing])).toEqual([
      ['KIND GALI', ''],
      ['KIND STAR', '16:00'],
      ['KALYAN', ''],
    ]);
    expect(await markets()).toEqual(['KIND GALI', 'KIND STAR', 'KALYAN']);
    expect((await s.api('games2', { page: 1, type: 'jackpot' }, token)).body.error).toMatch(/type must be/);
  });
});
