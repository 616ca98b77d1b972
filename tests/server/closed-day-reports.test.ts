// The reports of a closed day stay as they were shown, over real HTTP and a real database: a
// day's bets voided the next morning stay on their day, and the void is a line of its own on the
// day it was made, naming the day it takes back. The play reports, per day, market and game,
// and the profit and loss agree over the two days. Run under TZ=UTC and America/New_York.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

interface PlayRow {
  day: string;
  market: string;
  reverses?: string;
  stakesPaise: number;
  payoutsPaise: number;
  netPaise: number;
  bids: number;
}

const report = async <T>(kind: string, from: string, to = from) => {
  const answer = await as.owner.call('GET', `/reports/${kind}?from=${from}&to=${to}`);
  expect(answer.status).toBe(200);
  return answer.body as T;
};

type Markets = { rows: PlayRow[]; days: Omit<PlayRow, 'market'>[]; total: Omit<PlayRow, 'day' | 'market'> };

let shownOn20: Markets;
let gamesOn20: unknown;

beforeAll(async () => {
  s = await startServer(at(20, 9));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'FORGOT', open_time: '11:00', close_time: '12:00' });
  await s.operator('POST', '/markets', { market: 'KEPT', open_time: '11:00', close_time: '12:00' });
  const player = await s.player('9755000001', 1000);
  for (const [market, number, rupees, session] of [
    ['FORGOT', '5', 100, 'OPEN'],
    ['FORGOT', '52', 20, ''],
    ['KEPT', '3', 50, 'OPEN'],
  ] as const)
    expect((await s.bet(player.token, market, [[number, rupees, session]])).body).toMatchObject({ success: true });
  // KEPT is declared (128: ank 1, the 3 loses); FORGOT is never declared that day.
  s.clock.set(at(20, 12, 30));
  expect((await s.operator('POST', '/results', { market: 'KEPT', session: 'open', pana: '128' })).body).toMatchObject({
    success: true,
  });
  // The evening's reports of the 20th, as the owner saw them.
  s.clock.set(at(20, 23));
  as = await operatorsOfEveryRole(s, '-evening');
  shownOn20 = await report<Markets>('markets', '2026-11-20');
  gamesOn20 = await report('games', '2026-11-20');
  // The next morning FORGOT's day is voided: its two stakes go back.
  s.clock.set(at(21, 9));
  as = await operatorsOfEveryRole(s, '-morning');
  const voided = await as.results.call('POST', '/results/void', {
    market: 'FORGOT',
    session: 'close',
    day: '2026-11-20',
  });
  expect(voided.body).toMatchObject({ refundedBets: 2, refundedPaise: 12_000 });
}, 60_000);
afterAll(() => s.close());

describe('a day voided the morning after', () => {
  it('leaves the closed day’s reports as they were shown', async () => {
    expect(shownOn20.total).toMatchObject({ stakesPaise: 17_000, payoutsPaise: 0, bids: 3 });
    expect(await report('markets', '2026-11-20')).toEqual(shownOn20);
    expect(await report('games', '2026-11-20')).toEqual(gamesOn20);
  });

  it('shows the void on the day it was made, naming the day it takes back', async () => {
    const next = await report<Markets>('markets', '2026-11-21');
    expect(next.rows).toEqual([
      {
        day: '2026-11-21',
        market: 'FORGOT',
        reverses: '2026-11-20',
        stakesPaise: -12_000,
        payoutsPaise: 0,
        netPaise: -12_000,
        bids: -2,
        players: 0,
      },
    ]);
    expect(next.days).toEqual([expect.objectContaining({ day: '2026-11-21', stakesPaise: -12_000, bids: -2 })]);
    const csv = await fetch(`${s.url}/console/api/reports/markets.csv?from=2026-11-21&to=2026-11-21`, {
      headers: { cookie: as.owner.cookie },
    });
    expect(await csv.text()).toBe(
      'day,market,reverses_day,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\n' +
        '2026-11-21,FORGOT,2026-11-20,-120.00,0.00,-120.00,-2,0\r\n',
    );
  });

  it('agrees with the profit and loss and the games over both days: the voided stakes count nowhere', async () => {
    const both = await report<Markets>('markets', '2026-11-20', '2026-11-21');
    expect(both.total).toMatchObject({ stakesPaise: 5_000, payoutsPaise: 0, netPaise: 5_000, bids: 1 });
    const games = await report<{ rows: { game: string; stakesPaise: number; bids: number }[] }>(
      'games',
      '2026-11-20',
      '2026-11-21',
    );
    expect(games.rows.map((row) => [row.game, row.stakesPaise, row.bids])).toEqual([['single', 5_000, 1]]);
    const profit = await report<{ total: { stakesPaise: number; refundsPaise: number; netPaise: number } }>(
      'profit',
      '2026-11-20',
      '2026-11-21',
    );
    // The ledger's stakes less its refunds is the play reports' stakes.
    expect(profit.total.stakesPaise - profit.total.refundsPaise).toBe(both.total.stakesPaise);
  });
});
