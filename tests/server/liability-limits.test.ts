// Liability limits at bid time and market closures in place-bet and the
// player's lists, over real HTTP: set from the console, refused by place-bet with the room left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
let nextMobile = 9_820_000_000;

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  for (const market of ['LIMITED', 'LATE LIMIT', 'HOLIDAY', 'OFF DAY', 'SPLIT'])
    await s.operator('POST', '/markets', { market, open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'STAR', timings: ['11:00', '12:00'] });
});
afterAll(() => s.close());

const player = () => s.player(String(nextMobile++), 2000);
const bet: TestServer['bet'] = (...args) => s.bet(...args);
const liability = async (market: string, number: string, session: string, timing = '') =>
  Number(
    (
      await s.db.query<{ payout: string }>(
        `select payout from liability where market = $1 and number = $2 and session = $3 and timing = $4`,
        [market, number, session, timing],
      )
    )[0]?.payout ?? 0,
  );

describe('a liability limit', () => {
  it('takes a number up to its limit, then says how much can still be placed on it', async () => {
    // ₹950 of payout per number: ₹100 of singles at 9.5.
    expect((await as.owner.call('POST', '/markets/LIMITED/limit', { maxPayout: '950', maxStake: '80' })).status).toBe(
      200,
    );
    const [a, b] = [await player(), await player()];
    expect((await bet(a.token, 'LIMITED', [['5', 60, 'OPEN']])).body).toMatchObject({ success: true });

    const refused = await bet(b.token, 'LIMITED', [['5', 50, 'OPEN']]);
    expect(refused.body).toEqual({
      success: false,
      message: 'Only ₹40.00 more can be placed on 5 OPEN today.',
      error: 'Only ₹40.00 more can be placed on 5 OPEN today.',
      message_key: 'numberLimitRoom',
      message_values: { number: '5 OPEN', room: '₹40.00' },
    });
    // Room for less than the minimum bet cannot be taken: the refusal says both figures.
    await s.operator('PUT', '/config', { min_bet: '50' });
    expect((await bet(b.token, 'LIMITED', [['5', 60, 'OPEN']])).body).toMatchObject({
      message: 'Only ₹40.00 more can be placed on 5 OPEN today, less than the minimum bet of ₹50.00.',
      message_key: 'numberLimitBelowMinBet',
      message_values: { number: '5 OPEN', room: '₹40.00', min: '₹50.00' },
    });
    await s.operator('PUT', '/config', { min_bet: '10' });
    // The other session of the same number is a number of its own.
    expect((await bet(b.token, 'LIMITED', [['5', 50, 'CLOSE']])).body).toMatchObject({ success: true });
    expect((await bet(b.token, 'LIMITED', [['5', 40, 'OPEN']])).body).toMatchObject({ success: true });
    expect(await liability('LIMITED', '5', 'OPEN')).toBe(950_00);
    expect((await bet(a.token, 'LIMITED', [['5', 10, 'OPEN']])).body).toMatchObject({
      success: false,
      message: 'No more can be placed on 5 OPEN today: its limit is reached.',
      message_key: 'numberLimitFull',
      message_values: { number: '5 OPEN' },
    });
  });

  it('refuses a bid above the largest stake, with the maximum in rupees', async () => {
    const { token } = await player();
    expect((await bet(token, 'LIMITED', [['7', 81, 'OPEN']])).body).toMatchObject({
      success: false,
      message: 'A bid on LIMITED can be at most ₹80.00.',
      message_key: 'bidStakeAboveMax',
      message_values: { market: 'LIMITED', max: '₹80.00' },
    });
  });

  it('places a slip whole or not at all: one full number refuses the slip, and its other numbers keep their room', async () => {
    const { token, mobile } = await player();
    const before = await s.money(mobile);
    const refused = await bet(token, 'LIMITED', [
      ['6', 50, 'OPEN'],
      ['5', 10, 'OPEN'],
    ]);
    expect(refused.body).toMatchObject({ success: false, message_key: 'numberLimitFull' });
    expect(await liability('LIMITED', '6', 'OPEN')).toBe(0);
    expect(await s.money(mobile)).toEqual(before);
    // Two bids on one number in one slip count together.
    expect(
      (
        await bet(token, 'LIMITED', [
          ['6', 60, 'OPEN'],
          ['6', 50, 'OPEN'],
        ])
      ).body,
    ).toMatchObject({ success: false, message: 'Only ₹100.00 more can be placed on 6 OPEN today.' });
  });

  it('counts the bids placed before the limit was set', async () => {
    const { token } = await player();
    expect((await bet(token, 'LATE LIMIT', [['42', 10, '']])).body).toMatchObject({ success: true });
    // A jodi pays 95: ₹10 already carries ₹950; ₹1,900 leaves room for ₹10 more.
    await as.owner.call('POST', '/markets/LATE LIMIT/limit', { maxPayout: '1900' });
    expect((await bet(token, 'LATE LIMIT', [['42', 20, '']])).body).toMatchObject({
      message: 'Only ₹10.00 more can be placed on 42 today.',
    });
    expect((await bet(token, 'LATE LIMIT', [['42', 10, '']])).body).toMatchObject({ success: true });
  });

  it('gives a starline slot its own limit over its market’s', async () => {
    await as.results.call('POST', '/markets/STAR/limit', { maxPayout: '95' });
    await as.results.call('POST', '/markets/STAR/limit', { timing: '12:00', maxPayout: '190' });
    const { token } = await player();
    expect((await bet(token, 'STAR', [['3', 20, '']], '11:00')).body).toMatchObject({
      message: 'Only ₹10.00 more can be placed on 3 today.',
    });
    expect((await bet(token, 'STAR', [['3', 20, '']], '12:00')).body).toMatchObject({ success: true });
    expect(await liability('STAR', '3', '', '12:00')).toBe(190_00);
  });

  it('is removed by an empty maximum payout', async () => {
    await as.owner.call('POST', '/markets/STAR/limit', { maxPayout: '' });
    const { token } = await player();
    expect((await bet(token, 'STAR', [['3', 20, '']], '11:00')).body).toMatchObject({ success: true });
  });

  it('may be set by owners and results operators; cashier and support get 403 and write nothing', async () => {
    for (const role of ['cashier', 'support'] as const) {
      const before = await fingerprint(s.db);
      const limits = await s.db.query('select * from liability_limits order by market, timing');
      const answer = await as[role].call('POST', '/markets/SPLIT/limit', { maxPayout: '100' });
      expect(answer).toMatchObject({ status: 403, body: { error: `The ${role} role may not do this.` } });
      expect(await fingerprint(s.db)).toEqual(before);
      expect(await s.db.query('select * from liability_limits order by market, timing')).toEqual(limits);
    }
    expect((await as.results.call('POST', '/markets/SPLIT/limit', { maxPayout: '100' })).status).toBe(200);
    const [row] = await s.db.query<{
      operator: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }>(`select operator, action, target, before, after from audit order by id desc limit 1`);
    expect(row).toEqual({
      operator: 'results',
      action: 'market.limit',
      target: 'market:SPLIT',
      before: null,
      after: { timing: '', maxPayoutPaise: 100_00, maxStakePaise: null },
    });
  });
});

describe('a closed market', () => {
  it('shows a holiday’s reason in the player’s lists and refuses bids with it', async () => {
    const { token } = await player();
    expect(
      (await as.owner.call('POST', '/markets/HOLIDAY/holidays', { day: '2026-11-20', reason: 'Diwali' })).status,
    ).toBe(200);
    const home = await s.api('home', {}, token);
    const card = (home.body.result as Record<string, unknown>[]).find((m) => m.market === 'HOLIDAY');
    expect(card).toMatchObject({ is_open: '0', is_close: '0', closed_reason: 'Diwali' });
    expect((await bet(token, 'HOLIDAY', [['5', 10, 'OPEN']])).body).toEqual({
      success: false,
      message: 'HOLIDAY is closed today: Diwali',
      error: 'HOLIDAY is closed today: Diwali',
      message_key: 'marketClosedToday',
      message_values: { market: 'HOLIDAY', reason: 'Diwali' },
    });
    // Nor can a result be declared for a draw that does not happen.
    const declared = await s.operator('POST', '/results', { market: 'HOLIDAY', session: 'open', pana: '128' });
    expect(declared.status).toBe(400);
    expect(declared.body).toEqual({ error: 'HOLIDAY is closed today: Diwali' });
    // Another day's holiday closes nothing today.
    await as.owner.call('POST', '/markets/HOLIDAY/holidays/remove', { day: '2026-11-20' });
    await as.owner.call('POST', '/markets/HOLIDAY/holidays', { day: '2026-11-21', reason: 'Bhai Dooj' });
    expect((await bet(token, 'HOLIDAY', [['5', 10, 'OPEN']])).body).toMatchObject({ success: true });
  });

  it('closes on its weekly off-day (20 November 2026 is a Friday)', async () => {
    const { token } = await player();
    await as.owner.call('POST', '/markets/OFF DAY/off-days', { weekdays: [5] });
    expect((await bet(token, 'OFF DAY', [['5', 10, 'OPEN']])).body).toMatchObject({
      message: 'OFF DAY is closed today: Weekly off-day (Friday)',
    });
    await as.owner.call('POST', '/markets/OFF DAY/off-days', { weekdays: [0] });
    expect((await bet(token, 'OFF DAY', [['5', 10, 'OPEN']])).body).toMatchObject({ success: true });
  });

  it('closes a starline market’s slots and a jackpot market too', async () => {
    await s.operator('POST', '/markets', { market: 'GALI', kind: 'jackpot', close_time: '18:00' });
    await as.owner.call('POST', '/markets/GALI/holidays', { day: '2026-11-20', reason: 'Audit day' });
    // STAR holds today's unsettled bets from the tests above: the holiday is asked about first, then confirmed.
    const asked = await as.owner.call('POST', '/markets/STAR/holidays', { day: '2026-11-20', reason: 'Audit day' });
    expect(asked.status).toBe(409);
    await as.owner.call('POST', '/markets/STAR/holidays', { day: '2026-11-20', reason: 'Audit day', confirm: true });
    const { token } = await player();
    const jackpot = (await s.api('jackpot', {}, token)).body.games as Record<string, unknown>[];
    expect(jackpot.find((g) => g.market === 'GALI')).toMatchObject({ is_open: '0', closed_reason: 'Audit day' });
    const starline = (await s.api('starline', {}, token)).body.games as Record<string, unknown>[];
    expect(starline.every((g) => g.is_open === '0' && g.closed_reason === 'Audit day')).toBe(true);
    expect((await bet(token, 'GALI', [['42', 10, '']])).body).toMatchObject({
      message: 'GALI is closed today: Audit day',
    });
  });
});
