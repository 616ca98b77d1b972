// What an operator does to a player, over HTTP: end sessions, verify, bonus, the owner's
// adjustment, hostile reasons; each with its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank, configNow } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let asha: Awaited<ReturnType<typeof playerWithBank>>;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
  as = await operatorsOfEveryRole(s);
  asha = await playerWithBank(s, '9600000001', 2000, 'Asha Rao');
  await playerWithBank(s, '9600000002', 0, 'Ravi Kumar');
});
afterAll(() => s.close());

describe('sessions, verify, bonus, adjustment', () => {
  it('ends every session of the player', async () => {
    expect((await as.cashier.call('POST', `/players/${asha.id}/end-sessions`)).status).toBe(200);
    expect((await s.api('home', {}, asha.token)).body).toMatchObject({ session: false });
    expect(await lastAudit(s.db)).toMatchObject({ action: 'player.end-sessions', after: { sessionsEnded: 1 } });
    expect((await as.cashier.call('GET', `/players/${asha.id}`)).body.sessions).toEqual([]);
    asha.token = (await s.api('login', { mobile: '9600000001', password: 'secret1' })).body.api_token as string;
  });

  it('marks the player verified (the quiz’s verify)', async () => {
    expect((await as.cashier.call('POST', `/players/${asha.id}/verify`)).body).toEqual({
      player: expect.objectContaining({ verified: true }),
    });
    expect((await s.legacy('status_check', { session: asha.token, mobile: '9600000001' })).body).toMatchObject({
      verify: '1',
    });
  });

  it('grants a bonus as a bonus ledger row with the reason, a cashier within their daily ceiling', async () => {
    // A bonus is money to the player: a cashier gives none while the owner has set no ceiling.
    const refused = await as.cashier.call('POST', `/players/${asha.id}/bonus`, { amount: '50', reason: 'Diwali' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^The cashier role may not credit or debit wallets/);
    await configNow(s, { cashier_wallet_ceiling: '1000' });
    const granted = await as.cashier.call('POST', `/players/${asha.id}/bonus`, { amount: '50', reason: 'Diwali' });
    expect(granted.body).toEqual({ player: expect.objectContaining({ bonusPaise: 5000 }) });
    expect((await as.cashier.call('GET', `/players/${asha.id}/ledger`)).body.rows).toContainEqual(
      expect.objectContaining({ kind: 'bonus', bonusPaise: 5000, remark: 'Bonus: Diwali' }),
    );
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.bonus',
      before: { bonusPaise: 0 },
      after: { bonusPaise: 5000, amountPaise: 5000, reason: 'Diwali', ceilingPaise: 100_000, movedTodayPaise: 5000 },
    });
    expect((await as.cashier.call('POST', `/players/${asha.id}/bonus`, { amount: '-5' })).status).toBe(400);
    await as.owner.call('POST', '/settings/config', { cashier_wallet_ceiling: '0' });
  });

  it('adjusts the main wallet by a signed amount with a reason (owner only), never below zero', async () => {
    const before = await fingerprint(s.db);
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '-250' })).body).toEqual({
      error: 'Reason is required.',
    });
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '0', reason: 'x' })).status).toBe(400);
    expect((await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '12.345', reason: 'x' })).status).toBe(
      400,
    );
    expect(
      (await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '-5000', reason: 'Too much' })).body,
    ).toEqual({
      error: 'The main wallet holds ₹2000: an adjustment cannot take it below zero.',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    const taken = await as.owner.call('POST', `/players/${asha.id}/adjust`, {
      amount: '-250',
      reason: 'Duplicate credit',
    });
    expect(taken.body).toEqual({ player: expect.objectContaining({ balancePaise: 175_000 }) });
    const given = await as.owner.call('POST', `/players/${asha.id}/adjust`, { amount: '+99.50', reason: 'Goodwill' });
    expect(given.body).toEqual({ player: expect.objectContaining({ balancePaise: 184_950 }) });
    const rows = (await as.owner.call('GET', `/players/${asha.id}/ledger`)).body.rows as {
      kind: string;
      amountPaise: number;
      remark: string;
    }[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountPaise: 9950, remark: 'Adjustment: Goodwill' }),
      expect.objectContaining({ kind: 'adjustment', amountPaise: -25_000, remark: 'Adjustment: Duplicate credit' }),
    ]);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'owner',
      action: 'player.adjust',
      before: { balancePaise: 175_000 },
      after: { balancePaise: 184_950, amountPaise: 9950, reason: 'Goodwill' },
    });
    expect(await s.money('9600000001')).toMatchObject({ balance: 184_950 });
    const money = await s.money('9600000001');
    expect(money.ledger).toBe(money.balance + money.bonus);
  });

  it('stores hostile text as text', async () => {
    const reason = `<img src=x onerror=alert(1)> "'; drop table users; --`;
    expect((await as.owner.call('POST', `/players/${asha.id}/block`, { reason })).body).toEqual({
      player: expect.objectContaining({ blockedReason: reason }),
    });
    expect((await s.api('login', { mobile: '9600000001', password: 'secret1' })).body.message).toBe(
      `Your account is blocked: ${reason}. Contact support.`,
    );
    expect((await as.owner.call('POST', `/players/${asha.id}/block`, { reason: 'bell\u0007' })).body).toEqual({
      error: 'Reason contains control characters.',
    });
    await as.owner.call('POST', `/players/${asha.id}/unblock`);
  });
});
