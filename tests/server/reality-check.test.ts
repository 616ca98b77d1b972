// The reality check over real HTTP, on PGlite and PostgreSQL: the interval
// the player chooses, kept per player; the session's time and net result, computed by the
// server from the current login session's start, shown in the market's zone.
import { describe, expect, it } from 'vitest';
import { kalyanDayForFile } from './kalyan-day.js';
import type { TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { walletString } from '../../core/index.js';

let s: TestServer;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);
const { player, bet } = kalyanDayForFile(
  { firstMobile: 9_170_000_000, rupees: 1000, markets: ['KALYAN', 'MILAN'] },
  (started) => {
    s = started;
  },
);

describe('the reality check setting', () => {
  it('is off until the player chooses 15, 30 or 60 minutes, and is kept per player', async () => {
    const asha = await player();
    const ravi = await player();
    expect((await s.api('self-limits', {}, asha.token)).body.reality_check).toBe(0);
    expect((await s.api('set-reality-check', { minutes: 30 }, asha.token)).body).toMatchObject({
      success: true,
      reality_check: 30,
    });
    expect((await s.api('set-reality-check', { minutes: '15' }, ravi.token)).body.reality_check).toBe(15);
    expect((await s.api('self-limits', {}, asha.token)).body.reality_check).toBe(30);
    expect((await s.api('reality-check', {}, ravi.token)).body.reality_check).toBe(15);
    // A new login session keeps the choice.
    const again = await s.api('login', { mobile: asha.mobile, password: 'secret1' });
    expect((await s.api('reality-check', {}, again.body.api_token as string)).body.reality_check).toBe(30);
    expect((await s.api('set-reality-check', { minutes: 0 }, asha.token)).body.reality_check).toBe(0);
  });

  it('refuses any other interval with a keyed message', async () => {
    const { token } = await player();
    for (const minutes of [5, '45', 'off', '', null]) {
      const refused = await s.api('set-reality-check', { minutes }, token);
      expect(refused.body).toMatchObject({
        success: false,
        message: 'The reality check must be every 15, 30 or 60 minutes, or 0 for off.',
        message_key: 'realityCheckMinutesOnly',
      });
    }
    expect((await s.api('self-limits', {}, token)).body.reality_check).toBe(0);
  });
});

describe("the session's time and net result", () => {
  it('count from the login session’s start, in the market’s zone, bets placed since then only', async () => {
    const { mobile, token: first } = await player();
    expect((await bet(first, 40)).body.success).toBe(true);
    // A new login at 10:20 starts a new session: the bet before it is not this session's.
    s.clock.set(at(20, 10, 20));
    const token = (await s.api('login', { mobile, password: 'secret1' })).body.api_token as string;
    s.clock.set(at(20, 10, 35));
    expect((await bet(token, 25, '1')).body.success).toBe(true);
    expect((await bet(token, 10, '7')).body.success).toBe(true);
    s.clock.set(at(20, 10, 52));
    expect((await s.api('reality-check', {}, token)).body).toEqual({
      success: true,
      reality_check: 0,
      session_started: '2026-11-20 10:20',
      played_seconds: 32 * 60,
      staked: '35',
      won: '0',
      net: '-35',
    });
    // The first session, still open, began earlier: it counts every bet of the player since.
    expect((await s.api('reality-check', {}, first)).body).toMatchObject({
      session_started: '2026-11-20 10:00',
      played_seconds: 52 * 60,
      staked: '75',
      net: '-75',
    });

    // The open result is 1 (pana 128): the ₹25 on 1 wins; the ₹10 on 7 loses.
    expect(
      (await s.operator('POST', '/results', { market: 'KALYAN', session: 'open', pana: '128', early: true })).status,
    ).toBe(200);
    const [won] = await s.db.query<{ payout: string }>(
      `select sum(payout)::text as payout from bets b join users u on u.id = b.user_id where u.mobile = $1`,
      [mobile],
    );
    const wonPaise = Number(won!.payout);
    expect(wonPaise).toBeGreaterThan(2500);
    const after = (await s.api('reality-check', {}, token)).body;
    expect(after).toMatchObject({ staked: '35', won: walletString(wonPaise), net: walletString(wonPaise - 3500) });
  });

  it('leave a voided bid out', async () => {
    const { token, mobile } = await player();
    expect((await bet(token, 30, '5', 'MILAN')).body.success).toBe(true);
    await s.db.query(`update bets set status = 'VOIDED' where user_id = (select id from users where mobile = $1)`, [
      mobile,
    ]);
    expect((await s.api('reality-check', {}, token)).body).toMatchObject({ staked: '0', net: '0' });
  });

  it('needs a session', async () => {
    expect((await s.api('reality-check', {}, 'f'.repeat(64))).body).toMatchObject({ success: false });
  });
});
