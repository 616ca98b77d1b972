// Withdrawal controls: withdrawal hours on the market's clock, a per-player
// count and amount per market day, and a hold on a player's payouts with the reason the player
// reads. Set in the console, off by default, enforced when a player asks (under the wallet's
// lock), and refused with core's message keys and the figures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import { auditRows, fingerprint, lastAudit, pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
// Each test starts its clock a day after the last one's, so days and sessions never overlap.
let day = 20;
const at = (hh: number, mm = 0, onDay = day) => marketMoment(2026, 10, onDay, hh, mm);

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
});
afterAll(() => s.close());
beforeEach(async () => {
  day += 2;
  s.clock.set(at(10));
  // Fresh sign-ins on the new day (a console session ends after 30 idle minutes).
  for (const role of Object.keys(as) as Role[]) as[role] = await signIn(s.url, role);
  await setConfig({ min_withdraw: '100', withdraw_hours: '', withdraw_daily_count: '0', withdraw_daily_amount: '0' });
});

const setConfig = async (values: Record<string, string>) => {
  const saved = await as.owner.call('POST', '/settings/config', values);
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
};
const withdraw = (token: string, rupees: string) => s.api('withdraw', { amount: rupees }, token);

let mobile = 9_230_000_000;
const player = (rupees = 10_000) => playerWithBank(s, String(++mobile), rupees, 'Meena');

describe('the withdrawal controls are off until set', () => {
  it('defaults: any hour, any count, any amount', async () => {
    const settings = (await as.owner.call('GET', '/settings')).body.config as Record<string, string>;
    expect(settings).toMatchObject({ withdraw_hours: '', withdraw_daily_count: '0', withdraw_daily_amount: '0' });
    const p = await player();
    s.clock.set(at(3, 30));
    for (let i = 0; i < 5; i++) expect((await withdraw(p.token, '1000')).body.success).toBe(true);
  });

  it('the console refuses a value that is not a control, and keeps none of the values sent with it', async () => {
    const before = await fingerprint(s.db);
    for (const [key, value, error] of [
      [
        'withdraw_hours',
        '10:00-25:00',
        'Withdrawal hours must be two 24-hour times, from and until, like 10:00-18:00 (market time), or empty for any time.',
      ],
      ['withdraw_hours', '10:00-10:00', expect.stringMatching(/^Withdrawal hours must be/)],
      ['withdraw_daily_count', '-1', 'Withdrawals per player a day must be a whole number from 0 to 99 (0: no limit).'],
      [
        'withdraw_daily_amount',
        '500.50',
        'Withdrawal amount per player a day must be a whole number of rupees, like 500.',
      ],
    ] as const) {
      const saved = await as.owner.call('POST', '/settings/config', { min_withdraw: '200', [key]: value });
      expect(saved.status).toBe(400);
      expect(saved.body).toEqual({ error });
    }
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('withdrawal hours, on the market’s clock', () => {
  it('from the first time, up to the second: outside them the player is told the hours and nothing is taken', async () => {
    await setConfig({ withdraw_hours: '10:00-18:00' });
    const p = await player();
    s.clock.set(at(9, 59));
    const before = await fingerprint(s.db);
    expect((await withdraw(p.token, '500')).body).toMatchObject({
      message_key: 'withdrawOutsideHours',
      message_values: { from: '10:00', until: '18:00', zone: 'Asia/Kolkata' },
      error: 'Withdrawals can be asked for from 10:00 to 18:00 (Asia/Kolkata time).',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    s.clock.set(at(10, 0));
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    s.clock.set(at(17, 59));
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    s.clock.set(at(18, 0));
    expect((await withdraw(p.token, '500')).body.message_key).toBe('withdrawOutsideHours');
  });

  it('a window past midnight runs across it', async () => {
    await setConfig({ withdraw_hours: '22:00-02:00' });
    const p = await player();
    s.clock.set(at(21, 59));
    expect((await withdraw(p.token, '500')).body.message_key).toBe('withdrawOutsideHours');
    s.clock.set(at(23, 30));
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    s.clock.set(at(1, 59, day + 1));
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    s.clock.set(at(2, 0, day + 1));
    expect((await withdraw(p.token, '500')).body.message_key).toBe('withdrawOutsideHours');
  });
});

describe('a per-player count and amount per market day', () => {
  it('counts the day’s requests (a rejected one does not count), and starts again at the market’s midnight', async () => {
    await setConfig({ withdraw_daily_count: '2' });
    const p = await player();
    const other = await player();
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    const second = await pendingWithdrawal(s, p.token, '500');
    const before = await fingerprint(s.db);
    expect((await withdraw(p.token, '500')).body).toMatchObject({
      message_key: 'withdrawDailyCountReached',
      message_values: { max: 2 },
    });
    expect(await fingerprint(s.db)).toEqual(before);
    // Another player has a count of their own.
    expect((await withdraw(other.token, '500')).body.success).toBe(true);
    // A rejected request gives its place back.
    await as.cashier.call('POST', `/withdrawals/${second}/reject`, { reason: 'Wrong account' });
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    expect((await withdraw(p.token, '500')).body.message_key).toBe('withdrawDailyCountReached');
    // 23:59 is still the day; 00:00 in India is the next one.
    s.clock.set(at(23, 59));
    expect((await withdraw(p.token, '500')).body.message_key).toBe('withdrawDailyCountReached');
    s.clock.set(at(0, 0, day + 1));
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
  });

  it('sums the day’s amounts and says how much is left', async () => {
    await setConfig({ withdraw_daily_amount: '1000' });
    const p = await player();
    expect((await withdraw(p.token, '600')).body.success).toBe(true);
    expect((await withdraw(p.token, '500')).body).toMatchObject({
      message_key: 'withdrawDailyAmountReached',
      message_values: { limit: '₹1,000.00', left: '₹400.00' },
      error: 'This passes the daily withdrawal limit of ₹1,000.00: ₹400.00 left today.',
    });
    expect((await withdraw(p.token, '400')).body.success).toBe(true);
    expect((await withdraw(p.token, '100')).body.message_key).toBe('withdrawDailyAmountReached');
    const money = await s.money(p.mobile);
    expect(money.balance).toBe(900_000);
  });

  it('holds under parallel requests: with a count of 1, ten at once place one', async () => {
    await setConfig({ withdraw_daily_count: '1' });
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(p.token, '500')));
    expect(answers.filter((a) => a.body.success === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message_key === 'withdrawDailyCountReached')).toHaveLength(9);
    const [{ n }] = (await s.db.query<{ n: number }>(
      'select count(*)::int as n from withdrawals w join users u on u.id = w.user_id where u.mobile = $1',
      [p.mobile],
    )) as [{ n: number }];
    expect(n).toBe(1);
    const money = await s.money(p.mobile);
    expect([money.balance, money.ledger]).toEqual([950_000, 950_000]);
  });
});

describe('a hold on a player’s payouts', () => {
  it('owner or support holds with a reason the player reads; requests are refused and nothing is approved until released', async () => {
    const p = await player();
    const pending = await pendingWithdrawal(s, p.token, '1000');
    // A cashier decides withdrawals, but does not hold a player's payouts.
    expect((await as.cashier.call('POST', `/players/${p.id}/hold-payouts`, { reason: 'x' })).status).toBe(403);
    expect((await as.support.call('POST', `/players/${p.id}/hold-payouts`, { reason: '' })).body).toEqual({
      error: 'Reason is required.',
    });
    const held = await as.support.call('POST', `/players/${p.id}/hold-payouts`, {
      reason: 'KYC documents pending.',
    });
    expect(held.body.player).toMatchObject({
      payoutHold: { reason: 'KYC documents pending.', heldBy: 'support', heldAt: expect.any(String) },
    });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.hold-payouts',
      operator: 'support',
      target: `player:${p.mobile}`,
      before: { held: false, reason: null },
      after: { held: true, reason: 'KYC documents pending.' },
    });

    const before = await fingerprint(s.db);
    expect((await withdraw(p.token, '500')).body).toMatchObject({
      message_key: 'payoutsOnHold',
      message_values: { reason: 'KYC documents pending' },
      error: 'Your withdrawals are on hold: KYC documents pending. Contact support.',
    });
    const approve = await as.cashier.call('POST', `/withdrawals/${pending}/approve`, { payoutReference: 'IMPS 9' });
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe(
      `Payouts of Meena are on hold (KYC documents pending., by support): release the hold on the player's page first, or reject #${pending}.`,
    );
    expect(await fingerprint(s.db)).toEqual(before);
    const row = (await as.cashier.call('GET', '/withdrawals?status=pending')).body.rows as Record<string, unknown>[];
    expect(row.find((r) => r.id === pending)).toMatchObject({ hold: { reason: 'KYC documents pending.' } });

    const released = await as.owner.call('POST', `/players/${p.id}/release-payouts`);
    expect(released.body.player).toMatchObject({ payoutHold: null });
    expect((await as.owner.call('POST', `/players/${p.id}/release-payouts`)).body).toEqual({
      error: 'The payouts of this player are not on hold.',
    });
    expect((await withdraw(p.token, '500')).body.success).toBe(true);
    expect(
      (await as.cashier.call('POST', `/withdrawals/${pending}/approve`, { payoutReference: 'IMPS 9' })).status,
    ).toBe(200);
    expect((await auditRows(s.db)).filter((r) => r.action === 'player.release-payouts')).toHaveLength(1);
  });
});
