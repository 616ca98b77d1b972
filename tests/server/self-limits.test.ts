// Limits a player sets on themself, over real HTTP: on PGlite, and on PostgreSQL
// with `bash scripts/with-postgres.sh`, where the parallel slips really run side by side.
import { describe, expect, it } from 'vitest';
import { kalyanDayForFile } from './kalyan-day.js';
import type { TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);
const { player, bet } = kalyanDayForFile({ firstMobile: 9_160_000_000, rupees: 1000 }, (started) => {
  s = started;
});
const stakedOf = async (token: string) => (await s.api('self-limits', {}, token)).body.staked_today;

describe('the daily stake limit', () => {
  it('holds at once when set or lowered, and refuses the slip that passes it with a keyed message', async () => {
    const { token, mobile } = await player();
    expect((await s.api('daily-limit', { amount: '100' }, token)).body).toMatchObject({
      success: true,
      daily_limit: '100',
    });
    expect((await bet(token, 60)).body.success).toBe(true);
    const refused = await bet(token, 50);
    expect(refused.body).toEqual({
      success: false,
      message: 'This bet passes your daily limit of ₹100.00: ₹40.00 left today.',
      error: 'This bet passes your daily limit of ₹100.00: ₹40.00 left today.',
      message_key: 'dailyStakeLimitReached',
      message_values: { limit: '₹100.00', left: '₹40.00' },
    });
    expect((await s.money(mobile)).balance).toBe(94_000);
    expect((await bet(token, 40)).body.success).toBe(true);
    expect(await stakedOf(token)).toBe('100');
    // A new day starts afresh.
    s.clock.set(at(21, 9));
    expect((await bet(token, 100)).body.success).toBe(true);
  });

  it('waits 24 hours before a raise or a removal holds; lowering again cancels a waiting raise', async () => {
    const { token } = await player();
    await s.api('daily-limit', { amount: '100' }, token);
    const raised = await s.api('daily-limit', { amount: '300' }, token);
    expect(raised.body).toMatchObject({
      daily_limit: '100',
      daily_limit_next: '300',
      daily_limit_from: '2026-11-21 10:00',
    });
    expect((await bet(token, 150)).body.message_key).toBe('dailyStakeLimitReached');
    s.clock.set(at(21, 9, 59));
    expect((await bet(token, 150)).body.message_key).toBe('dailyStakeLimitReached');
    s.clock.set(at(21, 10, 0));
    expect((await bet(token, 150)).body.success).toBe(true);
    expect((await s.api('self-limits', {}, token)).body).toMatchObject({ daily_limit: '300', daily_limit_next: '' });

    // Removing waits the same; a lower limit meanwhile holds at once and drops the removal.
    expect((await s.api('daily-limit', { amount: '' }, token)).body).toMatchObject({
      daily_limit: '300',
      daily_limit_next: 'none',
      daily_limit_from: '2026-11-22 10:00',
    });
    expect((await s.api('daily-limit', { amount: '200' }, token)).body).toMatchObject({
      daily_limit: '200',
      daily_limit_next: '',
    });
    expect((await bet(token, 60)).body.message_key).toBe('dailyStakeLimitReached');
    s.clock.set(at(22, 10, 1));
    expect((await s.api('self-limits', {}, token)).body).toMatchObject({ daily_limit: '200' });

    // A removal whose day has come leaves no limit.
    await s.api('daily-limit', { amount: '0' }, token);
    s.clock.set(at(23, 10, 1));
    expect((await s.api('self-limits', {}, token)).body).toMatchObject({ daily_limit: '' });
    expect((await bet(token, 700)).body.success).toBe(true);
  });

  it('lets at most the limit through when slips arrive together', async () => {
    const { token, mobile } = await player();
    await s.api('daily-limit', { amount: '100' }, token);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => bet(token, 30, String(i))));
    expect(answers.filter((a) => a.body.success === true)).toHaveLength(3);
    expect(answers.filter((a) => a.body.message_key === 'dailyStakeLimitReached')).toHaveLength(7);
    expect(await stakedOf(token)).toBe('90');
    const money = await s.money(mobile);
    expect(money.balance).toBe(91_000);
    expect(Number(money.ledger)).toBe(money.balance + money.bonus);
  });

  it('refuses what is not an amount, and changes nothing', async () => {
    const { token } = await player();
    await s.api('daily-limit', { amount: '100' }, token);
    for (const amount of ['abc', '-5', '1.234', '1e3', { rupees: 5 }, '99999999999'])
      expect((await s.api('daily-limit', { amount }, token)).body.success).toBe(false);
    expect((await s.api('self-limits', {}, token)).body).toMatchObject({ daily_limit: '100', daily_limit_next: '' });
    expect((await s.api('daily-limit', { amount: '100' })).body).toMatchObject({ success: false });
  });
});

describe('cool-off and self-exclusion', () => {
  it('a cool-off stops bets until it ends, and is never shortened', async () => {
    const { token } = await player();
    expect((await s.api('cool-off', { period: '7d' }, token)).body).toMatchObject({
      cool_off_until: '2026-11-27 10:00',
    });
    expect((await s.api('cool-off', { period: '24h' }, token)).body).toMatchObject({
      cool_off_until: '2026-11-27 10:00',
    });
    expect((await bet(token, 10)).body).toMatchObject({
      success: false,
      message_key: 'coolOffActive',
      message_values: { until: '2026-11-27 10:00' },
    });
    expect((await s.api('cool-off', { period: 'forever' }, token)).body.message).toBe(
      'The cool-off period must be 24h, 7d or 30d.',
    );
    s.clock.set(at(27, 10, 0));
    expect((await bet(token, 10)).body.success).toBe(true);
  });

  it('self-exclusion stops bets, deposits and transfers out; withdrawing stays open; it is never shortened', async () => {
    const { token, mobile } = await player();
    const friend = await player(0);
    s.clock.set(at(20, 10));
    expect((await s.api('self-exclusion', { period: '1y' }, token)).body).toMatchObject({
      excluded_until: '2027-11-20 10:00',
    });
    expect((await s.api('self-exclusion', { period: '6m' }, token)).body).toMatchObject({
      excluded_until: '2027-11-20 10:00',
    });
    const words = { message_key: 'selfExcludedUntil', message_values: { until: '2027-11-20 10:00' } };
    expect((await bet(token, 10)).body).toMatchObject(words);
    await expect(s.fund(token, mobile, 500)).resolves.toBeUndefined();
    expect((await s.money(mobile)).balance).toBe(100_000);
    const transfer = await s.legacy('transfer', { session: token, mobile, user: friend.mobile, amount: '10' });
    expect(transfer.body).toMatchObject({
      success: '0',
      msg: 'You excluded yourself from betting and deposits until 2027-11-20 10:00.',
    });
    await s.api('withdraw-details-update', { acno: '12345678', name: 'Test Player', ifsc: 'SBIN0001234' }, token);
    expect((await s.api('withdraw', { amount: '500' }, token)).body).toMatchObject({ success: true });
  });

  it('a permanent exclusion has no end', async () => {
    const { token } = await player();
    expect((await s.api('self-exclusion', { period: 'permanent' }, token)).body).toMatchObject({
      excluded_for_good: true,
    });
    s.clock.set(at(28, 10));
    expect((await bet(token, 10)).body).toMatchObject({ message_key: 'selfExcludedForGood' });
    expect((await s.api('self-exclusion', { period: 'never' }, token)).body.success).toBe(false);
  });
});
