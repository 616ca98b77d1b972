import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateways, createLazyHttpGateways, MemoryStorage } from '../../../adapters/index.js';
import { isTransportFailure, SessionPolicy, WalletStore } from '../../../core/index.js';
import { FakeWalletBroadcast } from '../../../testing/fakes/fake-wallet-broadcast.js';
import { RecordingNavigator } from '../../../testing/fakes/recording-navigator.js';
import { RecordingNotifier } from '../../../testing/fakes/recording-notifier.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';
import { SPEC_CALLS } from './spec-calls.js';

let server: FixtureServer;
const storage = new MemoryStorage();
let gateways: ReturnType<typeof createHttpGateways>;

beforeAll(async () => {
  server = await startFixtureServer();
  storage.set('token', 'tok-1');
  storage.set('mobile', '9876543210');
  gateways = createHttpGateways(storage, { baseUrl: server.url, getRetries: 0 });
});
afterAll(() => server.close());

describe('every player API call', () => {
  it.each(SPEC_CALLS)('$call → $method $path', async ({ method, path, run }) => {
    server.requests.length = 0;
    server.answer(() => ({ body: { success: true } }));
    await run(gateways).catch(() => undefined);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, path });
    const sent = method === 'GET' ? server.requests[0]!.query : server.requests[0]!.fields;
    expect(sent).toMatchObject({ session: 'tok-1' });
  });
});

describe('every player API call through the gateways that load on first call', () => {
  it.each(SPEC_CALLS)('$call → $method $path', async ({ method, path, run }) => {
    const lazy = createLazyHttpGateways(storage, { baseUrl: server.url, getRetries: 0 });
    server.requests.length = 0;
    server.answer(() => ({ body: { success: true } }));
    await run(lazy).catch(() => undefined);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, path });
  });
});

describe('every envelope case, through the gateway and core’s session policy', () => {
  function policy() {
    const local = new MemoryStorage();
    local.set('token', 'tok-1');
    local.set('mobile', '9876543210');
    const notifier = new RecordingNotifier();
    const navigator = new RecordingNavigator();
    const wallet = new WalletStore(local, new FakeWalletBroadcast());
    return { local, notifier, navigator, wallet, policy: new SessionPolicy(local, notifier, navigator, wallet) };
  }

  it.each([
    ['error', { error: 'Market closed' }, 'rejected', ['error: Market closed'], []],
    ['errors', { errors: { amount: 'Too low' } }, 'rejected', ['error: Too low'], []],
    ['session false', { session: false }, 'session-ended', ['error: Session Expired'], ['/login']],
    ['auth false', { auth: false, message: 'Blocked' }, 'session-ended', ['error: Blocked'], ['/login']],
    ['nosession', { nosession: '1' }, 'session-ended', ['error: Session Expired'], ['/login']],
  ] as const)('%s', async (_, body, kind, notices, moves) => {
    server.answer(() => ({ body }));
    const p = policy();
    const outcome = await p.policy.run(() => gateways.markets.home());
    expect(outcome).toMatchObject({ ok: false, failure: { kind } });
    expect(p.notifier.read).toEqual(notices);
    expect(p.navigator.moves).toEqual(moves);
  });

  it('wallet: stored and broadcast', async () => {
    server.answer(() => ({ body: { result: [], wallet: '1234.5' } }));
    const p = policy();
    expect((await p.policy.run(() => gateways.markets.home())).ok).toBe(true);
    expect(p.wallet.balanceNow).toBe('1234.50');
    expect(p.local.get('wallet')).toBe('1234.50');
  });
});

// Any JSON at all as the answer to any call: the gateway gives data or a TransportFailure, nothing else.
test.prop([fc.constantFrom(...SPEC_CALLS), fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(200, 200, 400, 401, 500)], {
  numRuns: 300,
})('random JSON answers never throw anything but the typed failure', async (spec, body, status) => {
  server.answer(() => ({ status, body: JSON.stringify(body), contentType: 'application/json' }));
  try {
    const answer = await spec.run(gateways);
    expect(typeof answer).toBe('object');
    expect(answer).not.toBeNull();
  } catch (error) {
    expect(isTransportFailure(error), String(error)).toBe(true);
  }
});
