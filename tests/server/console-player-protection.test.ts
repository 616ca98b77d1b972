// A player's protection in the console (docs/player-limits.md), over HTTP on PGlite and PostgreSQL:
// read by every role; tightened by owners and support at the player's request, never
// loosened; each change in the audit trail with who made it and at whose request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let asha: Awaited<ReturnType<typeof playerWithBank>>;
const REQUEST = 'Player asked by phone, call 14:05';
/** A limit `who` sets on Asha's page at her request (only ever lower, the server says). */
const limitAtRequest = (who: ConsoleClient, kind: string, period: string, amount: string) =>
  who.call('POST', `/players/${asha.id}/protection/limit`, { kind, period, amount, request: REQUEST });

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 10, 0));
  as = await operatorsOfEveryRole(s);
  asha = await playerWithBank(s, '9610000001', 500, 'Asha Rao');
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
});
afterAll(() => s.close());

interface Protection {
  limits: { kind: string; period: string; limit: string; used: string; next: string; from: string }[];
  excluded_for_good: boolean;
}
const protectionOf = (body: Record<string, unknown>) => body.protection as Protection;
const protection = async () => protectionOf((await as.support.call('GET', `/players/${asha.id}/protection`)).body);
const limitOf = async (kind: string, period: string) =>
  (await protection()).limits.find((l) => l.kind === kind && l.period === period);

describe("a player's protection in the console", () => {
  it('shows the limits, cool-off, exclusion and reality check the player set, to every role', async () => {
    await s.api('set-limit', { kind: 'deposit', period: 'week', amount: '2000' }, asha.token);
    await s.api('set-reality-check', { minutes: 30 }, asha.token);
    for (const role of ['owner', 'cashier', 'support'] as const) {
      const body = (await as[role].call('GET', `/players/${asha.id}/protection`)).body;
      expect(body.protection).toMatchObject({
        cool_off_until: '',
        excluded_until: '',
        excluded_for_good: false,
        reality_check: 30,
      });
      expect(protectionOf(body).limits).toHaveLength(9);
    }
    expect(await limitOf('deposit', 'week')).toMatchObject({ limit: '2000', used: '500' });
    expect((await as.support.call('GET', '/players/999999/protection')).status).toBe(404);
  });

  it('lets support lower a limit at the player’s request, audited with who and at whose request', async () => {
    const done = await limitAtRequest(as.support, 'deposit', 'week', '1500');
    expect(done.status).toBe(200);
    expect(protectionOf(done.body).limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'week', limit: '1500', next: '' }),
    );
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'support',
      role: 'support',
      action: 'player.limit',
      target: 'player:9610000001',
      player_id: asha.id,
      before: { kind: 'deposit', period: 'week', limitPaise: 200000 },
      after: {
        kind: 'deposit',
        period: 'week',
        limitPaise: 150000,
        atRequestOf: 'player:9610000001',
        request: REQUEST,
      },
    });
    // A limit where there was none is stricter too; the player's own deposit then meets it.
    await limitAtRequest(as.owner, 'loss', 'day', '100');
    expect(await limitOf('loss', 'day')).toMatchObject({ limit: '100' });
  });

  it('refuses a looser, equal or removed limit, and a cashier, changing nothing', async () => {
    const before = await fingerprint(s.db);
    const tries: Record<string, unknown>[] = [
      { kind: 'deposit', period: 'week', amount: '1600', request: REQUEST },
      { kind: 'deposit', period: 'week', amount: '1500', request: REQUEST },
      { kind: 'deposit', period: 'week', amount: '', request: REQUEST },
      { kind: 'deposit', period: 'week', amount: '0', request: REQUEST },
      { kind: 'deposit', period: 'week', amount: '100' },
      { kind: 'bonus', period: 'week', amount: '100', request: REQUEST },
      { kind: 'deposit', period: 'year', amount: '100', request: REQUEST },
    ];
    for (const fields of tries) {
      const refused = await as.support.call('POST', `/players/${asha.id}/protection/limit`, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
    }
    expect((await limitAtRequest(as.support, 'deposit', 'week', '1600')).body).toEqual({
      error: 'Only the player can raise a limit: ₹1,600.00 is not below their ₹1,500.00 week deposit limit.',
    });
    const cashier = await limitAtRequest(as.cashier, 'deposit', 'week', '10');
    expect(cashier.status).toBe(403);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('drops a raise the player is waiting for when support lowers the limit', async () => {
    await s.api('set-limit', { kind: 'stake', period: 'month', amount: '800' }, asha.token);
    await s.api('set-limit', { kind: 'stake', period: 'month', amount: '5000' }, asha.token);
    expect(await limitOf('stake', 'month')).toMatchObject({ limit: '800', next: '5000' });
    await limitAtRequest(as.support, 'stake', 'month', '700');
    expect(await limitOf('stake', 'month')).toMatchObject({ limit: '700', next: '', from: '' });
  });

  it('excludes the player at their request, only ever for longer, audited', async () => {
    const done = await as.support.call('POST', `/players/${asha.id}/protection/exclusion`, {
      period: '6m',
      request: REQUEST,
    });
    expect(done.body.protection).toMatchObject({ excluded_until: '2027-05-20 10:00', excluded_for_good: false });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'support',
      action: 'player.exclude',
      player_id: asha.id,
      before: { excludedUntil: null },
      after: { excludedUntil: '2027-05-20 10:00', atRequestOf: 'player:9610000001', request: REQUEST },
    });
    // The exclusion holds for the player at once.
    const bet = { number: '5', amount: '10', types: 'OPEN', market: 'KALYAN', specialGame: '' };
    expect((await s.api('place-bet', bet, asha.token)).body).toMatchObject({
      success: false,
      message_key: 'selfExcludedUntil',
    });

    const before = await fingerprint(s.db);
    const shorter = await as.support.call('POST', `/players/${asha.id}/protection/exclusion`, {
      period: '6m',
      request: REQUEST,
    });
    expect(shorter.body).toEqual({ error: 'The player is already excluded until 2027-05-20 10:00.' });
    expect(
      (await as.support.call('POST', `/players/${asha.id}/protection/exclusion`, { period: '2y', request: REQUEST }))
        .status,
    ).toBe(400);
    expect(
      (await as.cashier.call('POST', `/players/${asha.id}/protection/exclusion`, { period: '1y', request: REQUEST }))
        .status,
    ).toBe(403);
    expect(await fingerprint(s.db)).toEqual(before);

    await as.owner.call('POST', `/players/${asha.id}/protection/exclusion`, { period: 'permanent', request: REQUEST });
    expect((await protection()).excluded_for_good).toBe(true);
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'owner', after: { excludedForGood: true } });
    expect(
      (await as.support.call('POST', `/players/${asha.id}/protection/exclusion`, { period: '1y', request: REQUEST }))
        .body,
    ).toEqual({ error: 'The player is already excluded for good.' });
  });
});
