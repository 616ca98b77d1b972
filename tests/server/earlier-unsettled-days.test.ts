// Today's board lists every earlier market day that still has pending bets (never declared, nor
// voided: the operator forgot, or the market was made inactive), oldest first, with its count and
// stake; that day's desk cannot declare it (today only) but voids it (or corrects a result it has),
// and once settled or voided it leaves the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { declareAtDesk, moveClockSignedIn, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const on = (date: number, hh: number, mm = 0) => marketMoment(2026, 10, date, hh, mm);

/** Moves the server's clock; the operators sign in again. */
const setClock = (moment: Date) => moveClockSignedIn(s, as, moment);

interface Earlier {
  market: string;
  kind: string;
  day: string;
  timing: string;
  unsettled: { bets: number; stakePaise: number };
}
const board = async () => (await as.results.call('GET', '/results/today')).body as { day: string; earlier: Earlier[] };

beforeAll(async () => {
  s = await startServer(on(18, 10));
  as = await operatorsOfEveryRole(s);
  for (const market of ['LATE MAIN', 'LATE GONE'])
    await s.operator('POST', '/markets', { market, open_time: '11:00', close_time: '13:00' });
  await s.operator('POST', '/starline', { market: 'LATE STAR', timings: ['12:00', '13:00'] });
}, 60_000);
afterAll(() => s.close());

describe('earlier days with unsettled bets', () => {
  it('lists them the next morning, oldest first, with count and stake; the desk voids them, and they leave the list', async () => {
    const player = await s.player('9723000001', 2000);
    // 18 November: LATE MAIN (3 bets, ₹150), never declared.
    await s.bet(player.token, 'LATE MAIN', [
      ['4', 100, 'OPEN'],
      ['44', 30, ''],
      ['5', 20, 'CLOSE'],
    ]);
    expect(await board()).toMatchObject({ day: '2026-11-18', earlier: [] });

    // 19 November: the 12:00 slot of LATE STAR (2 bets, ₹70) and LATE GONE, made inactive with its bets.
    await setClock(on(19, 10));
    await s.bet(
      player.token,
      'LATE STAR',
      [
        ['5', 50, ''],
        ['128', 20, ''],
      ],
      '12:00',
    );
    await s.bet(player.token, 'LATE GONE', [['7', 40, 'OPEN']]);
    const made = await as.owner.call('POST', '/markets/LATE%20GONE/active', { active: false, confirm: true });
    expect(made.status).toBe(200);

    // 20 November: today's bets are today's rows, not earlier ones.
    await setClock(on(20, 10));
    await s.bet(player.token, 'LATE MAIN', [['9', 10, 'OPEN']]);
    const { day, earlier } = await board();
    expect(day).toBe('2026-11-20');
    expect(earlier).toEqual([
      { market: 'LATE MAIN', kind: 'main', day: '2026-11-18', timing: '', unsettled: { bets: 3, stakePaise: 15_000 } },
      { market: 'LATE GONE', kind: 'main', day: '2026-11-19', timing: '', unsettled: { bets: 1, stakePaise: 4000 } },
      {
        market: 'LATE STAR',
        kind: 'starline',
        day: '2026-11-19',
        timing: '12:00',
        unsettled: { bets: 2, stakePaise: 7000 },
      },
    ]);

    // The earlier day's desk reads it: its grid, and the void open (its deadline long past).
    const grid = await as.results.call(
      'GET',
      `/results/exposure?${new URLSearchParams({ market: 'LATE MAIN', session: 'close', day: '2026-11-18' }).toString()}`,
    );
    expect(grid.status).toBe(200);
    expect(grid.body).toMatchObject({ day: '2026-11-18', voidFrom: '2026-11-18 15:00', voidable: true, voided: null });

    // A day to come has had no draw: refused, nothing written. (An earlier day's late result is
    // declared for that day: late-results.test.ts.)
    const before = await fingerprint(s.db);
    const declared = await declareAtDesk(
      as.results,
      { market: 'LATE MAIN', session: 'open', day: '2026-11-21' },
      '128',
    );
    expect(declared.status).toBe(400);
    expect(declared.body.error).toMatch(/^2026-11-21 is still to come \(LATE MAIN is in its day of 2026-11-20\)/);
    expect(await fingerprint(s.db)).toEqual(before);

    // Voiding it works from its desk: its stakes go back, and it leaves the list.
    const money = await s.money('9723000001');
    const voided = await as.results.call('POST', '/results/void', {
      market: 'LATE MAIN',
      session: 'close',
      day: '2026-11-18',
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ day: '2026-11-18', refundedBets: 3, refundedPaise: 15_000, players: 1 });
    expect((await s.money('9723000001')).balance).toBe(money.balance + 15_000);
    expect(await lastAudit(s.db)).toMatchObject({ action: 'result.void', target: 'market:LATE MAIN' });
    expect((await board()).earlier.map((e) => [e.market, e.day])).toEqual([
      ['LATE GONE', '2026-11-19'],
      ['LATE STAR', '2026-11-19'],
    ]);
    // Today's bet on the same market is untouched.
    const [pending] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from bets where market = 'LATE MAIN' and day = '2026-11-20' and status = 'PENDING'`,
    );
    expect(pending!.n).toBe(1);

    // An inactive market's earlier day is voided the same way; the slot too.
    for (const fields of [
      { market: 'LATE GONE', session: 'open', day: '2026-11-19' },
      { market: 'LATE STAR', timing: '12:00', day: '2026-11-19' },
    ])
      expect((await as.results.call('POST', '/results/void', fields)).status).toBe(200);
    expect((await board()).earlier).toEqual([]);
  });

  it('lists a day whose open was declared but not its close with its close bets alone, and voids what is left', async () => {
    // A day whose open was declared but not its close: only its close bets wait.
    await setClock(on(21, 10));
    const player = await s.player('9723000002', 1000);
    const placed = await s.bet(player.token, 'LATE MAIN', [
      ['4', 100, 'OPEN'],
      ['5', 50, 'CLOSE'],
    ]);
    expect(placed.body).toMatchObject({ success: true });
    await setClock(on(21, 12));
    const open = await declareAtDesk(as.results, { market: 'LATE MAIN', session: 'open' }, '130');
    expect(open.status).toBe(200);
    await setClock(on(22, 9));
    expect((await board()).earlier).toContainEqual({
      market: 'LATE MAIN',
      kind: 'main',
      day: '2026-11-21',
      timing: '',
      unsettled: { bets: 1, stakePaise: 5000 },
    });
    const voided = await as.results.call('POST', '/results/void', {
      market: 'LATE MAIN',
      session: 'close',
      day: '2026-11-21',
    });
    expect(voided.body).toMatchObject({ refundedBets: 1, refundedPaise: 5000 });
    expect((await board()).earlier.filter((e) => e.day === '2026-11-21')).toEqual([]);
  });
});
