// Home names the market's time zone: the player app says which clock the
// market, bet and passbook times are on when the phone keeps another. Beyond the existing apps'
// API, so an extra field beside theirs (docs/deliberate-differences.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketTimeZone, setMarketTimeZone } from '../../server/services/platform/clock.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let token: string;

const zoneBefore = marketTimeZone();
beforeAll(async () => {
  s = await startServer();
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '15:30', close_time: '17:30' });
  ({ token } = await s.player('9300000022'));
});
afterAll(async () => {
  setMarketTimeZone(zoneBefore);
  await s.close();
});

describe('home’s time_zone', () => {
  it('is the market’s zone, India unless MARKET_TIME_ZONE names another', async () => {
    expect(marketTimeZone()).toBe('Asia/Kolkata');
    const home = await s.api('home', {}, token);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({
      time_zone: 'Asia/Kolkata',
      // And its offset from UTC (minutes), by which the app tells the phone's clock without Intl.
      time_zone_offset: 330,
      result: [expect.objectContaining({ market: 'KALYAN', open_time: '15:30', close_time: '17:30' })],
    });
  });

  it('carries the server’s clock as it answers, from which the app reads every date', async () => {
    const before = s.clock.now();
    s.clock.set(new Date('2026-11-20T18:40:00.000Z')); // 00:10 on the 21st in India
    try {
      expect((await s.api('home', {}, token)).body).toMatchObject({ server_time: '2026-11-20T18:40:00.000Z' });
    } finally {
      s.clock.set(before);
    }
  });

  it('follows the market’s zone, not the host’s', async () => {
    // Test files share a worker's modules: the zone goes back to what it was.
    const before = marketTimeZone();
    setMarketTimeZone('America/New_York');
    try {
      // The server's clock is on 20 November: New York keeps winter time, 5 hours behind UTC.
      expect((await s.api('home', {}, token)).body).toMatchObject({
        time_zone: 'America/New_York',
        time_zone_offset: -300,
      });
    } finally {
      setMarketTimeZone(before);
    }
  });

  it('is not given to a caller without a session', async () => {
    const home = await s.api('home', {});
    expect(home.body).not.toHaveProperty('time_zone');
    expect(home.body).not.toHaveProperty('time_zone_offset');
  });
});
