// Operators' own tokens for the operator API, over real HTTP: each is created in the console and
// shown once, acts as its operator (their role, their name in the audit trail, one person in
// two-person control), and stops with its revocation or its operator's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { addOperator, declareAtDesk, operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import { configNow, fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let results2: ConsoleClient;

/** A call to the operator API with a given bearer token. */
const withToken = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${s.url}/operator${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

async function tokenOf(who: ConsoleClient, label: string): Promise<string> {
  const created = await who.call('POST', '/me/api-tokens', { label });
  expect(created.status).toBe(200);
  return (created.body as { token: string }).token;
}

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 13, 0));
  as = await operatorsOfEveryRole(s);
  await addOperator(s, 'results2', 'results');
  results2 = await signIn(s.url, 'results2');
  await s.operator('POST', '/markets', { market: 'TOKENS', open_time: '11:00', close_time: '12:00' });
}, 60_000);
afterAll(() => s.close());

describe("an operator's own API token", () => {
  it('is shown once at creation, listed by its label only, and audited', async () => {
    const created = await as.results.call('POST', '/me/api-tokens', { label: 'Nightly results script' });
    expect(created.status).toBe(200);
    const { token, created: view } = created.body as { token: string; created: { id: number; label: string } };
    expect(token).toMatch(/^mko_[0-9a-f]{64}$/);
    expect(view).toMatchObject({ label: 'Nightly results script', lastUsedAt: null, revokedAt: null });
    const listed = await as.results.call('GET', '/me/api-tokens');
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((listed.body as { tokens: { id: number }[] }).tokens.map((t) => t.id)).toEqual([view.id]);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'operator.token-create',
      operator: 'results',
      after: { id: view.id, label: 'Nightly results script' },
    });
    // Another operator sees only their own.
    expect((await as.cashier.call('GET', '/me/api-tokens')).body).toEqual({ tokens: [] });
  });

  it('allows 10 live tokens, and lists them with the 20 newest revoked ones', async () => {
    const made: number[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await as.owner.call('POST', '/me/api-tokens', { label: `script ${i}` });
      expect(created.status).toBe(200);
      made.push((created.body as { created: { id: number } }).created.id);
    }
    expect((await as.owner.call('POST', '/me/api-tokens', { label: 'one more' })).body).toEqual({
      error: 'You have 10 tokens: revoke one you no longer use first.',
    });
    for (const id of made) expect((await as.owner.call('POST', `/me/api-tokens/${id}/revoke`)).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      const ids: number[] = [];
      for (let i = 0; i < 10; i++)
        ids.push(
          (
            (await as.owner.call('POST', '/me/api-tokens', { label: `round ${round}` })).body as {
              created: { id: number };
            }
          ).created.id,
        );
      if (round < 2) for (const id of ids) await as.owner.call('POST', `/me/api-tokens/${id}/revoke`);
    }
    const { tokens } = (await as.owner.call('GET', '/me/api-tokens')).body as {
      tokens: { label: string; revokedAt: string | null }[];
    };
    expect(tokens).toHaveLength(30);
    expect(tokens.slice(0, 10).every((t) => t.revokedAt === null && t.label === 'round 2')).toBe(true);
    expect(tokens.slice(10).map((t) => t.label)).toEqual([
      ...Array.from({ length: 10 }, () => 'round 1'),
      ...Array.from({ length: 10 }, () => 'round 0'),
    ]);
  });

  it('refuses a label that is empty, too long or carries control characters', async () => {
    for (const label of ['', '   ', 'x'.repeat(61), 'a\u0007b', 42]) {
      const refused = await as.results.call('POST', '/me/api-tokens', { label });
      expect(refused.status).toBe(400);
    }
  });

  it('acts as its operator: their role decides what it may call, and the audit trail names them', async () => {
    const token = await tokenOf(as.results, 'desk script');
    const declared = await withToken(token, 'POST', '/results', { market: 'TOKENS', session: 'open', pana: '128' });
    expect(declared.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'result.declare', operator: 'results', role: 'results' });
    const before = await fingerprint(s.db);
    const config = await withToken(token, 'PUT', '/config', { min_bet: '1' });
    expect(config.status).toBe(403);
    expect(config.body.error).toBe("The results role may not do this (the token is results's).");
    expect((await withToken(token, 'GET', '/deposits')).status).toBe(403);
    expect(await fingerprint(s.db)).toEqual(before);
    const cashierToken = await tokenOf(as.cashier, 'bank reconciliation');
    expect((await withToken(cashierToken, 'GET', '/deposits')).status).toBe(200);
    expect(
      (await withToken(cashierToken, 'POST', '/results', { market: 'TOKENS', session: 'close', pana: '129' })).status,
    ).toBe(403);
  });

  it('is one person in two-person control: the maker’s own token cannot confirm, another operator’s can', async () => {
    expect((await as.owner.call('POST', '/settings/config', { two_person_results: '1' })).status).toBe(200);
    const waiting = await declareAtDesk(as.results, { market: 'TOKENS', session: 'close' }, '245');
    expect(waiting.body).toMatchObject({ state: 'pending' });
    const own = await tokenOf(as.results, 'same person');
    const refused = await withToken(own, 'POST', '/results', { market: 'TOKENS', session: 'close', pana: '245' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/a second results operator must confirm it, not you/);
    const other = await tokenOf(results2, 'second reader');
    const confirmed = await withToken(other, 'POST', '/results', { market: 'TOKENS', session: 'close', pana: '245' });
    expect(confirmed.body).toMatchObject({ state: 'declared' });
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'results2', after: { proposedBy: 'results' } });
    await configNow(s, { two_person_results: '0' });
  });

  it('stops with its revocation, and with its operator’s account', async () => {
    const token = await tokenOf(as.support, 'notices');
    expect((await withToken(token, 'POST', '/notifications', { title: 'Hi', notification: 'Hello' })).status).toBe(200);
    const { tokens } = (await as.support.call('GET', '/me/api-tokens')).body as { tokens: { id: number }[] };
    // Someone else's token is not theirs to revoke.
    expect((await as.cashier.call('POST', `/me/api-tokens/${tokens[0]!.id}/revoke`)).status).toBe(404);
    const revoked = await as.support.call('POST', `/me/api-tokens/${tokens[0]!.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'operator.token-revoke', operator: 'support' });
    expect((await withToken(token, 'POST', '/notifications', { title: 'Hi', notification: 'Hello' })).status).toBe(401);

    const cashierToken = await tokenOf(as.cashier, 'to be disabled');
    const [cashier] = await s.db.query<{ id: string }>(`select id from operators where username = 'cashier'`);
    expect((await as.owner.call('POST', `/operators/${cashier!.id}/disable`)).status).toBe(200);
    expect((await withToken(cashierToken, 'GET', '/deposits')).status).toBe(401);
    // A made-up token in the same shape is no one's.
    expect((await withToken(`mko_${'0'.repeat(64)}`, 'GET', '/deposits')).status).toBe(401);
  });
});
