// A night market (open 23:50, close 00:20 the next calendar day) over real HTTP and a real
// database, with the server's clock walking across India's midnight: until its close after
// midnight, its bets, results, board row, void and result log belong to the day it opened on;
// from its close on, the market is in the new day. Run under TZ=UTC (npm run test:postgres) and
// America/New_York (npm run test:unit), never India's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import type { Role } from '../../server/services/platform/actor.js';
import { EVENING_SLIP, moveClock, NEXT, NIGHT, on20, on21 } from './across-midnight.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let player: { token: string; mobile: string };

const setClock = (moment: Date) => moveClock(s, as, moment);

const betsOf = (day: string) =>
  s.db.query<{ number: string; session: string; status: string }>(
    `select number, session, status from bets where market = 'NIGHT' and day = $1 order by id`,
    [day],
  );

async function card() {
  const home = (await s.api('home', {}, player.token)).body as { result: { market: string }[] };
  return home.result.find((row) => row.market === 'NIGHT');
}

async function boardRow() {
  const board = (await as.results.call('GET', '/results/today')).body as {
    day: string;
    rows: { market: string; day?: string; state: string; bids: number }[];
    earlier: { market: string; day: string }[];
    totals: { bids: number };
  };
  const row = board.rows.find((each) => each.market === 'NIGHT');
  return { day: board.day, row, earlier: board.earlier, totals: board.totals };
}

beforeAll(async () => {
  s = await startServer(on20(21, 0));
  as = await operatorsOfEveryRole(s);
  player = await s.player('9744000001', 1000);
}, 60_000);
afterAll(() => s.close());

describe('a night market', () => {
  it('may close after midnight, by 06:00; a close after 06:00 before the open is refused as the wrong way round', async () => {
    const late = await s.operator('POST', '/markets', { market: 'NIGHT', open_time: '23:50', close_time: '07:00' });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(
      'close_time 07:00 comes before open_time 23:50, so it is after midnight, and a night market closes by 06:00: check that they are not the wrong way round.',
    );
    const added = await s.operator('POST', '/markets', { market: 'NIGHT', open_time: '23:50', close_time: '00:20' });
    expect(added.status).toBe(200);
  });

  it('takes the evening’s bets for the day it opens on, and after its open only close bets', async () => {
    expect((await s.bet(player.token, 'NIGHT', EVENING_SLIP)).body).toMatchObject({ success: true });
    await setClock(on20(23, 55));
    expect((await s.bet(player.token, 'NIGHT', [['6', 10, 'OPEN']])).body).toMatchObject({ success: false });
    expect((await s.bet(player.token, 'NIGHT', [['3', 10, 'CLOSE']])).body).toMatchObject({ success: true });
    // The open was drawn at 23:50: declared on time, for its day.
    expect(
      (await s.operator('POST', '/results', { market: 'NIGHT', session: 'open', pana: '140' })).body,
    ).toMatchObject({
      success: true,
      settled: 1,
    });
  });

  it('past midnight is still the session it opened: its close bets, its home card, its board row', async () => {
    await setClock(on21(0, 10));
    expect((await s.bet(player.token, 'NIGHT', [['2', 10, 'CLOSE']])).body).toMatchObject({ success: true });
    expect((await s.bet(player.token, 'NIGHT', [['1', 10, 'OPEN']])).body).toMatchObject({ success: false });
    expect(await betsOf(NEXT)).toEqual([]);
    expect((await betsOf(NIGHT)).map((bet) => `${bet.number} ${bet.session} ${bet.status}`)).toEqual([
      '5 OPEN WON',
      '2 CLOSE PENDING',
      '52  PENDING',
      '3 CLOSE PENDING',
      '2 CLOSE PENDING',
    ]);
    expect(await card()).toMatchObject({
      is_open: '0',
      is_close: '1',
      result: '140-5',
      open_time: '23:50',
      close_time: '00:20',
    });
    // The bid history says when each bid was placed: the one after midnight on the 21st, at 00:10.
    const history = (await s.api('games2', { page: 1 }, player.token)).body.bids as { date: string; time: string }[];
    expect(history.slice(0, 2).map((bid) => `${bid.date} ${bid.time}`)).toEqual([`${NEXT} 00:10`, `${NIGHT} 23:55`]);
    const board = await boardRow();
    expect(board.day).toBe(NEXT);
    expect(board.row).toMatchObject({ day: NIGHT, state: 'running-for-close', bids: 5 });
    // The board's totals are its own day's: the night's session is on its row alone.
    expect(board.totals.bids).toBe(0);
    expect(board.earlier.filter((row) => row.market === 'NIGHT')).toEqual([]);
    // Its close draw (00:20) is still ahead: the usual early warning, on its own day.
    const early = await s.operator('POST', '/results', { market: 'NIGHT', session: 'close', pana: '129' });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/^It is 00:10; NIGHT closes at 00:20: the draw has not happened/);
    // Its void waits for the close after midnight plus the setting's hours.
    const voided = await as.results.call('POST', '/results/void', { market: 'NIGHT', session: 'close' });
    expect(voided.status).toBe(400);
    expect(voided.body.error).toMatch(new RegExp(`^NIGHT on ${NIGHT} cannot be voided before ${NEXT} 02:20`));
  });

  it('after its close is in the new day: new bets are the new day’s, and its late close is declared for the night', async () => {
    await setClock(on21(0, 25));
    expect((await s.bet(player.token, 'NIGHT', [['1', 10, 'OPEN']])).body).toMatchObject({ success: true });
    expect(await betsOf(NEXT)).toEqual([{ number: '1', session: 'OPEN', status: 'PENDING' }]);
    expect(await card()).toMatchObject({ is_open: '1', is_close: '1', result: '' });
    const board = await boardRow();
    expect(board.row).toMatchObject({ state: 'open', bids: 1 });
    expect(board.row?.day).toBeUndefined();
    expect(board.earlier.filter((row) => row.market === 'NIGHT').map((row) => row.day)).toEqual([NIGHT]);
    // Without its day, "the close" would be the new day's: refused, naming the night.
    const ambiguous = await s.declareResult({ market: 'NIGHT', session: 'close', early: true }, '129');
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error).toContain(
      `NIGHT close on ${NIGHT} has no result, and 4 bets wait on it; the draw of ${NEXT} (00:20 the next morning) is still to come.`,
    );
    expect(ambiguous.body.error).toContain(`send day: "${NIGHT}"`);
    // A day the market never played, long past, has nothing to settle: refused.
    const longAgo = await s.declareResult({ market: 'NIGHT', session: 'open', day: '2026-11-01' }, '129');
    expect(longAgo.status).toBe(400);
    expect(longAgo.body.error).toBe(
      `NIGHT took no bets on 2026-11-01, and that is before the day before (${NIGHT}): there is nothing to settle, and a late result is declared for a day the market played.`,
    );
    // A correction of what it does not have points to the declaration.
    const correction = await s.correctResult({ market: 'NIGHT', session: 'close', day: NIGHT }, '129');
    expect(correction.status).toBe(400);
    expect(correction.body.error).toBe(
      `NIGHT has no close_pana on ${NIGHT} to correct: declare it for that day instead (POST, day: "${NIGHT}").`,
    );
    const late = await s.operator('POST', '/results', { market: 'NIGHT', session: 'close', pana: '129', day: NIGHT });
    expect(late.body).toMatchObject({ success: true, settled: 4 });
    expect((await betsOf(NIGHT)).map((bet) => bet.status)).toEqual(['WON', 'WON', 'WON', 'LOSS', 'WON']);
    expect(await betsOf(NEXT)).toEqual([{ number: '1', session: 'OPEN', status: 'PENDING' }]);
    // The public log says betting closed at 00:20 on the 21st, India's time: 18:50 UTC on the 20th.
    const log = (await (await fetch(`${s.url}/results/log.json?limit=1000`)).json()) as {
      entries: { market: string; day: string; session: string; betsClosedAt: string }[];
    };
    expect(
      log.entries.filter((entry) => entry.market === 'NIGHT').map((e) => [e.day, e.session, e.betsClosedAt]),
    ).toEqual([
      [NIGHT, 'open', '2026-11-20T18:20:00.000Z'],
      [NIGHT, 'close', '2026-11-20T18:50:00.000Z'],
    ]);
  });
});
