// The day a player-limits test plays on: one server for the test file, its clock at 10:00 on
// Friday 20 November 2026 (market time), KALYAN (and any other market named) open from 15:45
// to 17:45, players made as needed with money in, and a single bet on an open session.
import { afterAll, beforeAll } from 'vitest';
import { marketMoment } from '../../server/services/platform/clock.js';
import { startServer, type TestServer } from './server-harness.js';

/** 10:00 on 20 November 2026, market time: where the day starts, and when each player is made. */
export const KALYAN_DAY_START = marketMoment(2026, 10, 20, 10, 0);

/**
 * Starts the file's server before its tests and closes it after; `started` gets it. Players
 * get mobiles from `firstMobile` up, and `rupees` unless told otherwise.
 */
export function kalyanDayForFile(
  { firstMobile, rupees, markets = ['KALYAN'] }: { firstMobile: number; rupees: number; markets?: string[] },
  started: (s: TestServer) => void,
) {
  let s: TestServer;
  let nextMobile = firstMobile;
  beforeAll(async () => {
    s = await startServer(KALYAN_DAY_START);
    for (const market of markets)
      await s.operator('POST', '/markets', { market, open_time: '15:45', close_time: '17:45' });
    started(s);
  });
  afterAll(() => s.close());
  return {
    /** A new player with `paid` rupees, made at 10:00 on the 20th whatever the clock says now. */
    player: (paid = rupees) => {
      s.clock.set(KALYAN_DAY_START);
      return s.player(String(nextMobile++), paid);
    },
    /** A single bet of `stake` rupees on `number` OPEN. */
    bet: (token: string, stake: number, number = '5', market = 'KALYAN') =>
      s.api('place-bet', { number, amount: String(stake), types: 'OPEN', market, specialGame: '' }, token),
  };
}
