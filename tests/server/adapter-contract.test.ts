// The adapters' gateways against the reference server: every call of the spec tables
// answers in a shape the client's schemas accept, for a logged-in player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateways, MemoryStorage } from '../../adapters/index.js';
import { isTransportFailure } from '../../core/index.js';
import { SPEC_CALLS } from '../adapters/http/spec-calls.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let gateways: ReturnType<typeof createHttpGateways>;

beforeAll(async () => {
  s = await startServer();
  await s.operator('POST', '/markets', { market: 'MAIN', open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'STAR', timings: ['14:00'] });
  await s.operator('POST', '/markets', { market: 'GALI', kind: 'jackpot', close_time: '19:00' });
  const { token, mobile } = await s.player('9876543210', 500);
  const storage = new MemoryStorage();
  storage.set('token', token);
  storage.set('mobile', mobile);
  gateways = createHttpGateways(storage, { baseUrl: s.url, getRetries: 0 });
});
afterAll(() => s.close());

describe('every spec call against the reference server', () => {
  it.each(SPEC_CALLS)('$call answers in the shape the client reads', async ({ run }) => {
    let answer: unknown;
    try {
      answer = await run(gateways);
    } catch (error) {
      expect.fail(isTransportFailure(error) ? `${error.reason}: ${error.message}` : String(error));
    }
    expect(typeof answer).toBe('object');
  });

  it('home, starline, jackpot and rates carry the data the screens need', async () => {
    expect((await gateways.markets.home()).result).toEqual([expect.objectContaining({ market: 'MAIN', is_open: '1', is_close: '1', result: '' })]);
    expect((await gateways.markets.starline()).games).toEqual([expect.objectContaining({ market: 'STAR', close: '14:00', is_open: '1' })]);
    expect((await gateways.markets.jackpot()).games).toEqual([expect.objectContaining({ market: 'GALI', is_open: '1' })]);
    expect((await gateways.markets.rates()).rates).toMatchObject({ single: '9.5', fullsangam: '10000', star: { single: '9.5' }, delhi: { jodi: '95' } });
  });
});
