// The `markets` event at the moment a market's betting opens or closes: computed
// from the markets' times by one timer per process, no polling. The server's clock stands
// half a second before 15:45, a market's open time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;

beforeAll(async () => {
  s = await startServer(marketMoment(2026, 10, 20, 15, 44, 59, 500));
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:45', close_time: '17:45' });
});
afterAll(() => s.close());

describe('market times on the live stream', () => {
  it('tells an open stream when a betting window turns, and sends the balance first', async () => {
    const { token } = await s.player('9170000001', 250);
    const ticket = (await s.api('stream-ticket', {}, token)).body.ticket as string;
    const stream = await openEvents(`${s.url}/api/events?ticket=${ticket}`, '');
    try {
      expect(await stream.next()).toEqual({ event: 'wallet', data: JSON.stringify({ wallet: '250' }) });
      // The clock stands still in tests; the timer waits the half second left, plus its one-second margin.
      expect(await stream.next(10_000)).toEqual({ event: 'markets', data: JSON.stringify({ kind: 'times' }) });
    } finally {
      stream.close();
    }
  });
});
