// Limits on the exposure grid, over real HTTP: each number of the grid
// against its liability limit (room left, or over it by how much); setting a limit names the
// numbers already over it; once a session is declared the grid lists its winners with what
// they were paid; the close lists only the numbers that can still win.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { declareAtDesk, moveClockSignedIn, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { startServer, type TestServer } from './server-harness.js';
import { overLimitRow } from '../over-limit-rows.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
const MARKET = 'OVER LIMIT';
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

interface GridRow {
  game: string;
  number: string;
  session: string;
  bids: number;
  stakePaise: number;
  payoutPaise: number;
  roomPaise: number | null;
  paidPaise: number | null;
}

/** Moves the server's clock; the operators sign in again. */
const setClock = (moment: Date) => moveClockSignedIn(s, as, moment);

async function grid(fields: Record<string, string>) {
  const answer = await as.results.call('GET', `/results/exposure${query(fields)}`);
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown> & { rows: GridRow[] };
}
const rowOf = (rows: GridRow[], game: string, number: string) =>
  rows.find((r) => r.game === game && r.number === number);

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  await s.operator('POST', '/starline', { market: 'OVER STAR', timings: ['11:00', '12:00'] });
  const { token } = await s.player('9830000001', 2000);
  // Placed with no limit set: pana 128 OPEN carries ₹70 × 150 = ₹10,500 of payout, jodi 42 ₹60 × 95 = ₹5,700.
  const placed = await s.bet(token, MARKET, [
    ['128', 70, 'OPEN'],
    ['3', 100, 'OPEN'],
    ['42', 60, ''],
    ['10', 10, ''],
  ]);
  expect(placed.body).toMatchObject({ success: true });
  for (const timing of ['11:00', '12:00'])
    expect((await s.bet(token, 'OVER STAR', [['5', 100, '']], timing)).body).toMatchObject({ success: true });
}, 60_000);
afterAll(() => s.close());

describe('a limit on the exposure grid', () => {
  it('marks nothing while the market has no limit', async () => {
    const open = await grid({ market: MARKET, session: 'open' });
    expect(open).toMatchObject({ limitPaise: null, declared: false, paidPaise: null });
    expect(open.rows.every((row) => row.roomPaise === null && row.paidPaise === null)).toBe(true);
  });

  it('answers the setting of a limit with the numbers already over it, most over first', async () => {
    const set = await as.results.call('POST', `/markets/${MARKET}/limit`, { maxPayout: '5000' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      ok: true,
      over: [
        overLimitRow('singlepanna', '128', 'OPEN', 10_500_00, 5_500_00),
        overLimitRow('jodi', '42', '', 5_700_00, 700_00),
      ],
    });
    // A limit above every number finds none; a limit removed, none either.
    expect((await as.owner.call('POST', `/markets/${MARKET}/limit`, { maxPayout: '20000' })).body).toEqual({
      ok: true,
      over: [],
    });
    expect((await as.owner.call('POST', `/markets/${MARKET}/limit`, { maxPayout: '' })).body).toEqual({
      ok: true,
      over: [],
    });
    expect((await as.results.call('POST', `/markets/${MARKET}/limit`, { maxPayout: '5000' })).body).toMatchObject({
      over: [{ number: '128' }, { number: '42' }],
    });
  });

  it('marks each number against the limit: the room it has left, or over it by how much', async () => {
    const open = await grid({ market: MARKET, session: 'open' });
    expect(open).toMatchObject({ limitPaise: 5000_00, declared: false, paidPaise: null });
    expect(rowOf(open.rows, 'singlepanna', '128')).toMatchObject({ payoutPaise: 10_500_00, roomPaise: -5_500_00 });
    expect(rowOf(open.rows, 'single', '3')).toMatchObject({ payoutPaise: 950_00, roomPaise: 4050_00 });
    expect(rowOf(open.rows, 'single', '5')).toMatchObject({ bids: 0, roomPaise: 5000_00 });
    const close = await grid({ market: MARKET, session: 'close' });
    expect(rowOf(close.rows, 'jodi', '42')).toMatchObject({ payoutPaise: 5_700_00, roomPaise: -700_00 });
    expect(rowOf(close.rows, 'jodi', '10')).toMatchObject({ payoutPaise: 950_00, roomPaise: 4050_00 });
    // The number over its limit takes no more bids.
    const { token } = await s.player('9830000002', 100);
    expect((await s.bet(token, MARKET, [['128', 10, 'OPEN']])).body).toMatchObject({
      success: false,
      message_key: 'numberLimitFull',
    });
  });

  it('names a starline number over the market’s limit on a slot without its own, not on a slot with one', async () => {
    expect(
      (await as.results.call('POST', '/markets/OVER STAR/limit', { timing: '12:00', maxPayout: '2000' })).body,
    ).toEqual({ ok: true, over: [] });
    const set = await as.results.call('POST', '/markets/OVER STAR/limit', { maxPayout: '500' });
    expect(set.body).toEqual({
      ok: true,
      over: [
        {
          day: '2026-11-20',
          timing: '11:00',
          game: 'single',
          number: '5',
          session: '',
          payoutPaise: 950_00,
          overPaise: 450_00,
        },
      ],
    });
    const slot = await grid({ market: 'OVER STAR', timing: '11:00' });
    expect(slot.limitPaise).toBe(500_00);
    expect(rowOf(slot.rows, 'single', '5')).toMatchObject({ roomPaise: -450_00 });
    const own = await grid({ market: 'OVER STAR', timing: '12:00' });
    expect(own.limitPaise).toBe(2000_00);
    expect(rowOf(own.rows, 'single', '5')).toMatchObject({ roomPaise: 1050_00 });
  });
});

describe('the grid once a session is declared', () => {
  it('lists the open’s winners with what was paid, and the close only the jodis that can still win', async () => {
    await setClock(at(16));
    const declared = await declareAtDesk(as.results, { market: MARKET, session: 'open' }, '128');
    expect(declared.status).toBe(200);
    const open = await grid({ market: MARKET, session: 'open' });
    expect(open).toMatchObject({
      declared: true,
      limitPaise: 5000_00,
      bids: 2,
      stakePaise: 170_00,
      paidPaise: 10_500_00,
      result: { openPana: '128', closePana: null },
    });
    // 128 is ank 1: the single 1 and the pana 128 won; nothing else of the open can.
    expect(open.rows.map((r) => [r.game, r.number, r.paidPaise, r.roomPaise])).toEqual([
      ['single', '1', 0, null],
      ['singlepanna', '128', 10_500_00, null],
    ]);
    const [paid] = await s.db.query<{ n: string }>(
      `select sum(payout)::bigint as n from bets where market = $1 and status = 'WON'`,
      [MARKET],
    );
    expect(Number(paid!.n)).toBe(10_500_00);

    const close = await grid({ market: MARKET, session: 'close' });
    expect(close).toMatchObject({ declared: false, paidPaise: null, bids: 2, stakePaise: 70_00 });
    expect(close.rows.filter((r) => r.game === 'jodi').map((r) => r.number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `1${i}`),
    );
    expect(rowOf(close.rows, 'jodi', '42')).toBeUndefined();
    expect(rowOf(close.rows, 'jodi', '10')).toMatchObject({ roomPaise: 4050_00, paidPaise: null });
    // Setting the limit again names nothing: 128 is settled, and 42 can no longer win.
    expect((await as.results.call('POST', `/markets/${MARKET}/limit`, { maxPayout: '5000' })).body).toEqual({
      ok: true,
      over: [],
    });
  });

  it('lists the close’s winners with what was paid once both are out: 128-10-370', async () => {
    await setClock(at(18));
    const declared = await declareAtDesk(as.results, { market: MARKET, session: 'close' }, '370');
    expect(declared.status).toBe(200);
    const close = await grid({ market: MARKET, session: 'close' });
    expect(close).toMatchObject({ declared: true, paidPaise: 950_00, bids: 2, stakePaise: 70_00 });
    expect(close.rows.map((r) => [r.game, r.number, r.session, r.paidPaise, r.roomPaise])).toEqual([
      ['single', '0', 'CLOSE', 0, null],
      ['jodi', '10', '', 950_00, null],
      ['singlepanna', '370', 'CLOSE', 0, null],
    ]);
    // The open's grid stays what it paid.
    expect(await grid({ market: MARKET, session: 'open' })).toMatchObject({ declared: true, paidPaise: 10_500_00 });
  });
});
