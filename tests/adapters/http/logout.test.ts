// POST /api/logout over real HTTP. Not in SPEC_CALLS: the server contract test runs those
// with one live token, and a logout among them would end it for the calls after.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpGateways, createLazyHttpGateways, MemoryStorage } from '../../../adapters/index.js';
import { TransportFailure } from '../../../core/index.js';
import { fixtureServerForFile, type FixtureServer } from './fixture-server.js';

let server: FixtureServer;
let storage: MemoryStorage;
const gateways = (options: { timeoutMs?: number } = {}) =>
  createHttpGateways(storage, { baseUrl: server.url, getRetries: 0, ...options });

fixtureServerForFile((started) => {
  server = started;
});
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('the accounts gateway’s logout', () => {
  it('POSTs { session } as JSON to /api/logout and reads { success, message }', async () => {
    storage.set('token', 'tok-1');
    server.answer(() => ({ body: { success: true, message: 'Logged out' } }));
    const answer = await gateways().accounts.logout('tok-1');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/logout', fields: { session: 'tok-1' } });
    expect(server.requests[0]!.contentType).toContain('application/json');
    expect(answer).toEqual({ ok: true, value: { message: 'Logged out' } });
  });

  it('sends the token it is given, with storage already cleared or holding another', async () => {
    server.answer(() => ({ body: { success: true, message: 'Logged out' } }));
    await gateways().accounts.logout('tok-gone');
    storage.set('token', 'tok-newer');
    await gateways().accounts.logout('tok-old');
    expect(server.requests.map((r) => r.fields)).toEqual([{ session: 'tok-gone' }, { session: 'tok-old' }]);
  });

  it('goes out at once through the gateways that load on first call (accounts is not lazy)', async () => {
    server.answer(() => ({ body: { success: true, message: 'Logged out' } }));
    await createLazyHttpGateways(storage, { baseUrl: server.url, getRetries: 0 }).accounts.logout('tok-1');
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/logout', fields: { session: 'tok-1' } });
  });

  it('answers sessionExpired for a token already dead, as 200 or as 401', async () => {
    server.answer(() => ({ body: { success: false, session: false, message: 'Session Expired' } }));
    expect(await gateways().accounts.logout('dead')).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    server.answer(() => ({ status: 401, body: { success: false, session: false, message: 'Session Expired' } }));
    expect(await gateways().accounts.logout('dead')).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
  });

  it.each([
    ['a 404 (a server without the call yet)', { status: 404, body: 'Not Found' }, 'http'],
    ['an answer that is not JSON', { body: '<html>oops</html>', contentType: 'text/html' }, 'malformed'],
  ] as const)('turns %s into a typed failure', async (_, reply, reason) => {
    server.answer(() => reply);
    const error = await gateways()
      .accounts.logout('tok-1')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TransportFailure);
    expect(error).toMatchObject({ reason, call: 'logout' });
  });

  it('is never retried, and times out like any call', async () => {
    let calls = 0;
    server.answer(() => (++calls, { status: 503, body: 'busy' }));
    await gateways()
      .accounts.logout('tok-1')
      .catch(() => undefined);
    expect(calls).toBe(1);

    server.answer(() => ({ delayMs: 1500, body: { success: true } }));
    const error = await gateways({ timeoutMs: 200 })
      .accounts.logout('tok-1')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({ reason: 'timeout', call: 'logout' });
  });
});
