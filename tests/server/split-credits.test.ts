// The two-person threshold counts what one person moves, not one transaction, over real HTTP
// and a real database: wallet credits and bonuses one operator gives one player alone in 24 hours
// are summed with a new one, bonuses count against a cashier's daily ceiling as cash does, and
// parallel credits cannot pass the threshold together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import { lastAudit, twoPersonDesk, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let cashier2: ConsoleClient;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

const credit = (who: ConsoleClient, id: number, rupees: string) =>
  who.call('POST', `/players/${id}/adjust`, { amount: rupees, reason: 'Refund of a failed UPI' });
const bonus = (who: ConsoleClient, id: number, rupees: string) =>
  who.call('POST', `/players/${id}/bonus`, { amount: rupees, reason: 'Diwali' });
const waits = (answer: { body: Record<string, unknown> }) => answer.body.pending !== undefined;

beforeAll(async () => {
  s = await startServer(at(20, 10));
  ({ as, cashier2 } = await twoPersonDesk(s));
}, 60_000);
afterAll(() => s.close());

describe('the two-person threshold over what one person moves', () => {
  it('sums one operator’s credits and bonuses to one player in 24 hours: the second of two ₹600 waits', async () => {
    const player = await playerWithBank(s, '9777000001', 0);
    const first = await credit(as.cashier, player.id, '600');
    expect(first.status).toBe(200);
    expect(waits(first)).toBe(false);
    const second = await credit(as.cashier, player.id, '600');
    expect(second.status).toBe(200);
    expect(waits(second)).toBe(true);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.credit-pending',
      after: { amountPaise: 60_000, thresholdPaise: 100_000, creditedAloneBeforePaise: 60_000 },
    });
    // A bonus is counted with the credits: ₹500 more waits too.
    expect(waits(await bonus(as.cashier, player.id, '500'))).toBe(true);
    // Another cashier has a window of their own.
    expect(waits(await credit(cashier2, player.id, '600'))).toBe(false);
    // A day later the window has passed.
    s.clock.set(at(21, 10, 1));
    as = await operatorsOfEveryRole(s, '-next');
    const later = await signIn(s.url, 'cashier');
    expect(waits(await credit(later, player.id, '600'))).toBe(false);
    expect((await s.money(player.mobile)).balance).toBe(180_000);
  });

  it('lets parallel credits by one operator pass the threshold together never', async () => {
    const player = await playerWithBank(s, '9777000002', 0);
    const cashier = await signIn(s.url, 'cashier');
    const answers = await Promise.all(Array.from({ length: 6 }, () => credit(cashier, player.id, '300')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const direct = answers.filter((a) => !waits(a)).length;
    // ₹300 three times is ₹900, at or below ₹1,000; a fourth would pass it.
    expect(direct).toBe(3);
    expect((await s.money(player.mobile)).balance).toBe(90_000);
  });

  it('counts a cashier’s bonuses against their daily ceiling, as their credits', async () => {
    expect((await as.owner.call('POST', '/settings/config', { cashier_wallet_ceiling: '1500' })).status).toBe(200);
    const player = await playerWithBank(s, '9777000003', 0);
    const cashier = await signIn(s.url, 'cashier2');
    expect((await bonus(cashier, player.id, '900')).status).toBe(200);
    const over = await credit(cashier, player.id, '700');
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/would pass your daily ceiling of ₹1,500.00/);
    const bonusOver = await bonus(cashier, player.id, '700');
    expect(bonusOver.status).toBe(400);
    expect(bonusOver.body.error).toMatch(/would pass your daily ceiling/);
  });
});
