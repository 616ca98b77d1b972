import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpGateways, MemoryStorage } from '../../../adapters/index.js';
import { TransportFailure } from '../../../core/index.js';
import { fixtureServerForFile, type FixtureServer } from './fixture-server.js';

let server: FixtureServer;
let storage: MemoryStorage;
const gateways = (options: { timeoutMs?: number } = {}) =>
  createHttpGateways(storage, { baseUrl: server.url, retryBackoffLimitMs: 5, ...options });

fixtureServerForFile((started) => {
  server = started;
});
beforeEach(() => {
  storage = new MemoryStorage();
  storage.set('token', 'tok-1');
  storage.set('mobile', '9876543210');
});

async function failureOf(call: Promise<unknown>): Promise<TransportFailure> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportFailure);
  return error as TransportFailure;
}

describe('the JSON client over real HTTP', () => {
  it('POSTs a JSON body to /api/<name> with the token as session', async () => {
    server.answer(() => ({ body: { success: true, api_token: 'new' } }));
    await gateways().accounts.login({ mobile: '9876543210', password: 'pw' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      fields: { mobile: '9876543210', password: 'pw', deviceid: 'web', device_info: 'web', session: 'tok-1' },
    });
    expect(server.requests[0]!.contentType).toContain('application/json');
  });

  it('sends no session field when no token is stored', async () => {
    storage.clear();
    server.answer(() => ({ body: { success: true } }));
    await gateways().accounts.sendOtp({ mobile: '9876543210', name: 'A' });
    expect(server.requests[0]!.fields).not.toHaveProperty('session');
  });

  it('GETs with the payload in the query string', async () => {
    server.answer(() => ({ body: { data: [], only_wallet: '10', bonus: 0 } }));
    await gateways().funds.manualPaymentDetails();
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/manual-payment-details',
      query: { session: 'tok-1' },
      body: '',
    });
  });

  it('retries a failing GET, but never a POST', async () => {
    let calls = 0;
    server.answer(() =>
      ++calls < 3 ? { status: 503, body: 'busy' } : { body: { data: [], only_wallet: 1, bonus: 0 } },
    );
    await gateways().funds.manualPaymentDetails();
    expect(calls).toBe(3);

    calls = 0;
    server.answer(() => (++calls, { status: 503, body: 'busy' }));
    const failure = await failureOf(gateways().funds.withdraw({ amountPaise: 1000 }));
    expect(calls).toBe(1);
    expect(failure).toMatchObject({ reason: 'http', status: 503, call: 'withdraw' });
  });

  it('turns an answer slower than the timeout into a timeout failure', async () => {
    server.answer(() => ({ delayMs: 1500, body: { success: true } }));
    expect(
      await failureOf(
        gateways({ timeoutMs: 200 }).betting.placeBet({
          market: 'M',
          boardId: 'singleDigits',
          requestId: 'r',
          bids: [{ number: '1', session: 'OPEN', amountPaise: 1000 }],
        }),
      ),
    ).toMatchObject({
      reason: 'timeout',
      call: 'place-bet',
    });
  });

  it.each([
    ['malformed JSON', { body: '{"success": tru', contentType: 'application/json' }, 'malformed'],
    ['an HTML error page with 200', { body: '<!doctype html><h1>Oops</h1>', contentType: 'text/html' }, 'malformed'],
    [
      'an HTML error page with 502',
      { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
      'http',
    ],
    ['a 500 with no body', { status: 500, body: '' }, 'http'],
    ['a 404 with unrelated JSON', { status: 404, body: { detail: 'nope' } }, 'http'],
    ['the wrong shape', { body: { result: 'not a list' } }, 'malformed'],
    ['a JSON string', { body: '"hello"', contentType: 'application/json' }, 'malformed'],
  ] as const)('turns %s into a typed failure naming the call', async (_, reply, reason) => {
    server.answer(() => reply);
    const failure = await failureOf(gateways().markets.home());
    expect(failure).toMatchObject({ reason, call: 'home' });
  });

  it('hands on an envelope that came with an HTTP error, for the session policy', async () => {
    server.answer(() => ({ status: 401, body: { session: false } }));
    expect(await gateways().markets.home()).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    server.answer(() => ({ status: 422, body: { message: 'Amount too low' } }));
    expect(await gateways().funds.withdraw({ amountPaise: 100 })).toMatchObject({
      ok: false,
      refusal: { code: 'refused', message: 'Amount too low' },
    });
  });

  it('says "network" when nothing listens', async () => {
    const dead = createHttpGateways(storage, { baseUrl: 'http://127.0.0.1:9', getRetries: 0 });
    expect(await failureOf(dead.markets.home())).toMatchObject({ reason: 'network', call: 'home' });
  });

  it('reads loose answers: numbers as strings, nulls as empty, flags as booleans', async () => {
    server.answer(() => ({
      body: {
        result: [
          {
            market: 'KALYAN',
            result: null,
            is_open: 1,
            is_close: '1',
            open_time: '10:00',
            close_time: '12:00',
            extra: true,
          },
        ],
        images: null,
        wallet: 640,
      },
    }));
    const home = await gateways().markets.home();
    expect(home).toMatchObject({ ok: true, balancePaise: 64000 });
    const value = home.ok ? home.value : undefined;
    expect(value?.markets[0]).toEqual({
      market: 'KALYAN',
      result: '',
      takesOpenBids: true,
      takesCloseBids: true,
      openTime: '10:00',
      closeTime: '12:00',
    });
    expect(value?.images).toEqual([]);
  });

  it('reads home’s time_zone (beyond the existing apps’ API), and an older server’s home without one', async () => {
    const market = {
      market: 'KALYAN',
      result: '',
      is_open: '1',
      is_close: '1',
      open_time: '15:30',
      close_time: '17:30',
    };
    const home = async () => {
      const answer = await gateways().markets.home();
      if (!answer.ok) throw new Error('home refused');
      return answer.value;
    };
    server.answer(() => ({ body: { result: [market], time_zone: 'Asia/Kolkata' } }));
    expect((await home()).timeZone).toBe('Asia/Kolkata');
    server.answer(() => ({ body: { result: [market] } }));
    const older = await home();
    expect(older.timeZone).toBe(undefined);
    expect(older.markets[0]).toMatchObject({ market: 'KALYAN', openTime: '15:30' });
    // A zone that is not text reads as none: home still loads.
    for (const time_zone of [330, null, { name: 'IST' }]) {
      server.answer(() => ({ body: { result: [market], time_zone } }));
      const odd = await home();
      expect(odd.timeZone, JSON.stringify(time_zone)).toBe(undefined);
      expect(odd.markets).toHaveLength(1);
    }
  });
});

describe('the legacy form client over real HTTP', () => {
  it('posts form data to /api2/<name> with the stored session and mobile', async () => {
    server.answer(() => ({ body: { success: '1', msg: 'sent' } }));
    await gateways().funds.transfer({ user: '9000000000', amountPaise: 5_000 });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api2/transfer',
      fields: { session: 'tok-1', mobile: '9876543210', user: '9000000000', amount: '50' },
    });
    expect(server.requests[0]!.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('keeps the payload’s own mobile (the reset, before login)', async () => {
    server.answer(() => ({ body: { success: '0', msg: 'wrong otp' } }));
    const answer = await gateways().accounts.resetPassword({ mobile: '9111111111', otp: '1234', password: 'secret1' });
    expect(server.requests[0]!.fields).toMatchObject({ mobile: '9111111111', otp: '1234', pass: 'secret1' });
    expect(answer).toEqual({ ok: false, refusal: { code: 'refused', message: 'wrong otp' } });
  });

  it('passes nosession on', async () => {
    server.answer(() => ({ body: { nosession: true } }));
    expect(await gateways().funds.walletTransactions()).toEqual({ ok: false, refusal: { code: 'signedOut' } });
  });
});
