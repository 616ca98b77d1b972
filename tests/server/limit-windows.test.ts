// Deposit, stake and loss limits per day, week and month, over real HTTP: on PGlite,
// and on PostgreSQL with `bash scripts/with-postgres.sh`, where the parallel requests really
// run side by side. Days, weeks (from Monday) and months are the market's (India), whatever
// the host's zone: run it under TZ=UTC too.
import { describe, expect, it } from 'vitest';
import { kalyanDayForFile } from './kalyan-day.js';
import type { TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { periodBounds } from '../../server/services/platform/limit-periods.js';

let s: TestServer;
// November 2026: the 20th is a Friday, the 23rd and the 30th are Mondays.
const at = (day: number, hh: number, mm = 0, month = 10) => marketMoment(2026, month, day, hh, mm);
const { player, bet } = kalyanDayForFile({ firstMobile: 9_170_000_000, rupees: 10_000 }, (started) => {
  s = started;
});
let utr = 0;
const deposit = (token: string, rupees: number) => s.requestDeposit(token, rupees, `LIM${Date.now()}${utr++}`);
const setLimit = (token: string, kind: string, period: string, amount: string) =>
  s.api('set-limit', { kind, period, amount }, token);
const limitOf = async (token: string, kind: string, period: string) =>
  ((await s.api('self-limits', {}, token)).body.limits as { kind: string; period: string }[]).find(
    (l) => l.kind === kind && l.period === period,
  );

describe('the windows', () => {
  it('are the market’s day, Monday-to-Sunday week and month, not the host’s', () => {
    const sunday = at(29, 23, 59);
    expect(periodBounds('day', sunday)).toEqual([at(29, 0), at(30, 0)]);
    expect(periodBounds('week', sunday)).toEqual([at(23, 0), at(30, 0)]);
    // 00:10 on Monday in India is still Sunday in UTC: it is the new week.
    expect(periodBounds('week', at(30, 0, 10))).toEqual([at(30, 0), at(7, 0, 0, 11)]);
    expect(periodBounds('month', at(30, 23, 59))).toEqual([at(1, 0), at(1, 0, 0, 11)]);
    expect(periodBounds('month', at(1, 0, 5, 11))).toEqual([at(1, 0, 0, 11), at(1, 0, 0, 12)]);
  });
});

describe('limits per day, week and month', () => {
  it('refuses the bet that passes a weekly loss limit, with the figures, in a keyed message', async () => {
    const { token } = await player();
    expect((await setLimit(token, 'loss', 'week', '5000')).body.success).toBe(true);
    expect((await bet(token, 3800)).body.success).toBe(true);
    const refused = (await bet(token, 1500)).body;
    expect(refused).toMatchObject({
      success: false,
      message: '₹1,200.00 of your ₹5,000.00 weekly loss limit left.',
      message_key: 'limitLeft_loss_week',
      message_values: { limit: '₹5,000.00', left: '₹1,200.00' },
    });
    expect(await limitOf(token, 'loss', 'week')).toEqual({
      kind: 'loss',
      period: 'week',
      limit: '5000',
      used: '3800',
      next: '',
      from: '',
    });
    // The next day is the same week; the Monday after starts afresh.
    s.clock.set(at(21, 10));
    expect((await bet(token, 1500)).body.message_key).toBe('limitLeft_loss_week');
    s.clock.set(at(23, 10));
    expect((await bet(token, 1500)).body.success).toBe(true);
  });

  it('names the window with the least left: the lowest limit that applies wins', async () => {
    const { token } = await player();
    await setLimit(token, 'stake', 'day', '1000');
    await setLimit(token, 'stake', 'month', '3000');
    await setLimit(token, 'loss', 'week', '900');
    expect((await bet(token, 950)).body).toMatchObject({
      message_key: 'limitLeft_loss_week',
      message_values: { left: '₹900.00' },
    });
    expect((await bet(token, 800)).body.success).toBe(true);
    expect((await bet(token, 300)).body).toMatchObject({
      message_key: 'limitLeft_loss_week',
      message_values: { left: '₹100.00' },
    });
    await setLimit(token, 'stake', 'day', '850');
    expect((await bet(token, 100)).body).toMatchObject({
      message_key: 'dailyStakeLimitReached',
      message_values: { limit: '₹850.00', left: '₹50.00' },
    });
  });

  it('holds a deposit limit at the request, in the market’s day', async () => {
    const { token } = await player(0);
    await setLimit(token, 'deposit', 'day', '1000');
    s.clock.set(at(20, 23, 50));
    expect((await deposit(token, 800)).body.success).toBe(true);
    expect((await deposit(token, 300)).body).toMatchObject({
      success: false,
      message: '₹200.00 of your ₹1,000.00 daily deposit limit left.',
      message_key: 'limitLeft_deposit_day',
    });
    // 00:10 in India is the next market day, though UTC is still at the 20th.
    s.clock.set(at(21, 0, 10));
    expect((await deposit(token, 300)).body.success).toBe(true);
  });

  it('lowers at once but raises or removes only after 24 hours', async () => {
    const { token } = await player(0);
    await setLimit(token, 'deposit', 'month', '500');
    expect((await setLimit(token, 'deposit', 'month', '2000')).body.limits).toContainEqual({
      kind: 'deposit',
      period: 'month',
      limit: '500',
      used: '0',
      next: '2000',
      from: '2026-11-21 10:00',
    });
    expect((await deposit(token, 600)).body.message_key).toBe('limitLeft_deposit_month');
    s.clock.set(at(21, 9, 59));
    expect((await deposit(token, 600)).body.message_key).toBe('limitLeft_deposit_month');
    s.clock.set(at(21, 10));
    expect((await deposit(token, 600)).body.success).toBe(true);
    expect(await limitOf(token, 'deposit', 'month')).toMatchObject({ limit: '2000', used: '600', next: '' });
    // A removal waits the same; lowering meanwhile holds at once and drops it.
    expect(await (await setLimit(token, 'deposit', 'month', '')).body.limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'month', limit: '2000', next: 'none' }),
    );
    await setLimit(token, 'deposit', 'month', '700');
    expect(await limitOf(token, 'deposit', 'month')).toMatchObject({ limit: '700', next: '' });
    expect((await deposit(token, 200)).body.message_key).toBe('limitLeft_deposit_month');
    await setLimit(token, 'deposit', 'month', '0');
    s.clock.set(at(22, 10, 1));
    expect(await limitOf(token, 'deposit', 'month')).toMatchObject({ limit: '' });
    expect((await deposit(token, 5000)).body.success).toBe(true);
  });

  it('lets at most the weekly loss limit through when bets and deposits arrive together', async () => {
    // The ₹1,000 that funded the player this week counts against the deposit limit.
    const { token } = await player(1000);
    await setLimit(token, 'loss', 'week', '100');
    await setLimit(token, 'deposit', 'week', '1300');
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => bet(token, 30, String(i))),
      ...Array.from({ length: 4 }, () => deposit(token, 100)),
    ]);
    const ok = (from: number, to: number) => answers.slice(from, to).filter((a) => a.body.success === true);
    expect(ok(0, 8)).toHaveLength(3);
    expect(ok(8, 12)).toHaveLength(3);
    expect(await limitOf(token, 'loss', 'week')).toMatchObject({ used: '90' });
    expect(await limitOf(token, 'deposit', 'week')).toMatchObject({ used: '1300' });
  });

  it('refuses a kind or period it does not know, and changes nothing', async () => {
    const { token } = await player(0);
    expect((await setLimit(token, 'wins', 'day', '100')).body.success).toBe(false);
    expect((await setLimit(token, 'loss', 'year', '100')).body.success).toBe(false);
    expect(await limitOf(token, 'loss', 'day')).toMatchObject({ limit: '' });
  });
});
