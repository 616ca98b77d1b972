// A result drawn before India's midnight and announced after it, over real HTTP and a real
// database: it is declared for the market day its session opened on and settles that day's
// bets alone; the new day's bets and betting are untouched. Before the new day's draw, a
// declaration for the new day while the night before still waits is refused, naming that day,
// early: true or not, at either door. Run under TZ=UTC (npm run test:postgres) and
// America/New_York (npm run test:unit), never India's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareJodiAtDesk, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit } from './console-fixtures.js';
import type { Role } from '../../server/services/platform/actor.js';
import { EVENING_SLIP, moveClock, NEXT, NIGHT, on20, on21 } from './across-midnight.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;

const setClock = (moment: Date) => moveClock(s, as, moment);

const betsOf = (market: string, day: string) =>
  s.db.query<{ number: string; session: string; status: string; payout: number }>(
    'select number, session, status, payout::int as payout from bets where market = $1 and day = $2 order by id',
    [market, day],
  );

/** Every wallet equals the sum of its ledger rows. */
async function ledgerExact() {
  const rows = await s.db.query<{ ledger: number; total: number }>(
    `select coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id), 0)::bigint as ledger,
            (w.balance + w.bonus)::bigint as total from wallets w`,
  );
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.total));
}

let player: { token: string; mobile: string };

beforeAll(async () => {
  s = await startServer(on20(21, 30));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'LATE MAIN', open_time: '22:00', close_time: '23:50' });
  await s.operator('POST', '/markets', { market: 'LATE JACKPOT', kind: 'jackpot', close_time: '23:59' });
  player = await s.player('9733000001', 1000);
  // The night's bets, at 21:30: single 5 on the open, single 2 on the close, jodi 52, jackpot 12.
  expect((await s.bet(player.token, 'LATE MAIN', EVENING_SLIP)).body).toMatchObject({ success: true });
  expect((await s.bet(player.token, 'LATE JACKPOT', [['12', 10, '']])).body).toMatchObject({ success: true });
  // 23:55: the open was drawn at 22:00 and is declared on time.
  s.clock.set(on20(23, 55));
  expect(
    (await s.operator('POST', '/results', { market: 'LATE MAIN', session: 'open', pana: '140' })).body,
  ).toMatchObject({ success: true });
  // Past midnight: the new day's first bets.
  await setClock(on21(0, 10));
  expect((await s.bet(player.token, 'LATE MAIN', [['7', 10, 'OPEN']])).body).toMatchObject({ success: true });
  expect((await s.bet(player.token, 'LATE JACKPOT', [['34', 10, '']])).body).toMatchObject({ success: true });
}, 60_000);
afterAll(() => s.close());

describe('a result announced after midnight', () => {
  it('for the new day, before its draw, is refused naming the night that waits, early or not, and changes nothing', async () => {
    const before = await fingerprint(s.db);
    for (const early of [false, true]) {
      const refused = await s.operator('POST', '/results', {
        market: 'LATE MAIN',
        session: 'close',
        pana: '129',
        early,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(
        new RegExp(
          `LATE MAIN close on ${NIGHT} has no result, and 2 bets wait on it; the draw of ${NEXT} \\(23:50\\) is still to come`,
        ),
      );
      expect(refused.body.error).toContain(`send day: "${NIGHT}"`);
    }
    const jackpot = await declareJodiAtDesk(as.results, { market: 'LATE JACKPOT', early: true }, '12');
    expect(jackpot.status).toBe(400);
    expect(jackpot.body.error).toMatch(new RegExp(`LATE JACKPOT on ${NIGHT} has no result, and 1 bet waits on it`));
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('is declared for its own day: it settles that night’s bets alone, and the new day still takes bets', async () => {
    const declared = await s.declareResult({ market: 'LATE MAIN', session: 'close', day: NIGHT }, '129');
    expect(declared.body).toMatchObject({ success: true, settled: 2 });
    expect(await betsOf('LATE MAIN', NIGHT)).toEqual([
      { number: '5', session: 'OPEN', status: 'WON', payout: 9500 },
      { number: '2', session: 'CLOSE', status: 'WON', payout: 9500 },
      { number: '52', session: '', status: 'WON', payout: 95000 },
    ]);
    expect(await betsOf('LATE MAIN', NEXT)).toEqual([{ number: '7', session: 'OPEN', status: 'PENDING', payout: 0 }]);
    const [night] = await s.db.query<{ open_pana: string; close_pana: string }>(
      'select open_pana, close_pana from results where market = $1 and day = $2',
      ['LATE MAIN', NIGHT],
    );
    expect(night).toEqual({ open_pana: '140', close_pana: '129' });
    expect(await s.db.query('select 1 from results where market = $1 and day = $2', ['LATE MAIN', NEXT])).toEqual([]);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'result.declare',
      after: { day: NIGHT, closePana: '129', settled: 2 },
    });
    // The new day's betting is open as before.
    expect((await s.bet(player.token, 'LATE MAIN', [['8', 10, 'OPEN']])).body).toMatchObject({ success: true });
    await ledgerExact();
  });

  it('through the console’s desk too: the night’s jackpot, with its day, and the public log names that day', async () => {
    const declared = await declareJodiAtDesk(as.results, { market: 'LATE JACKPOT', day: NIGHT }, '12');
    expect(declared.status).toBe(200);
    expect(await betsOf('LATE JACKPOT', NIGHT)).toEqual([{ number: '12', session: '', status: 'WON', payout: 95000 }]);
    expect(await betsOf('LATE JACKPOT', NEXT)).toEqual([{ number: '34', session: '', status: 'PENDING', payout: 0 }]);
    const log = (await (await fetch(`${s.url}/results/log.json?limit=1000`)).json()) as {
      entries: { market: string; day: string }[];
    };
    expect(log.entries.filter((entry) => entry.market === 'LATE JACKPOT')).toEqual([
      expect.objectContaining({ day: NIGHT, value: '12', kind: 'declare' }),
    ]);
    // Nothing of the night is left on Today's earlier days.
    const today = (await as.results.call('GET', '/results/today')).body as { earlier: { market: string }[] };
    expect(today.earlier.filter((row) => row.market.startsWith('LATE'))).toEqual([]);
    await ledgerExact();
  });

  it('once the night is settled, the new day’s early declaration is the ordinary one', async () => {
    const refused = await s.operator('POST', '/results', { market: 'LATE MAIN', session: 'open', pana: '179' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/the draw has not happened.*early: true/);
  });

  it('for a day to come, or the night again, is refused with what to do', async () => {
    const future = await s.declareResult({ market: 'LATE MAIN', session: 'open', day: '2026-11-22' }, '179');
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(
      `2026-11-22 is still to come (LATE MAIN is in its day of ${NEXT}): a result is declared once its draw has happened.`,
    );
    const again = await s.declareResult({ market: 'LATE MAIN', session: 'close', day: NIGHT }, '130');
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(`LATE MAIN already has close_pana 129 on ${NIGHT}`);
  });
});
