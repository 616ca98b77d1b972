// Markets with unsettled bets, over real HTTP and a real database: a market made inactive or
// closed for the day while it has unsettled bets is asked first (the answer names the bets'
// count and stake), stays on Today marked until they are settled or voided, and its desk
// still declares and settles them; a voided day reads as voided from the server (the desk's
// read and Today), and is not offered for voiding again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { declareAtDesk, moveClockSignedIn, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
// 2026-11-20 is a Friday (weekday 5).
const TODAY = '2026-11-20';
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;
const path = (market: string, rest: string) => `/markets/${encodeURIComponent(market)}/${rest}`;

/** Moves the server's clock; the operators sign in again. */
const setClock = (moment: Date) => moveClockSignedIn(s, as, moment);

interface Row {
  market: string;
  timing: string;
  state: string;
  active: boolean;
  unsettled: { bets: number; stakePaise: number };
  voided: { by: string; at: string; refundedBets: number; refundedPaise: number } | null;
  bids: number;
}
const todayRows = async () => (await as.results.call('GET', '/results/today')).body.rows as Row[];
const rowOf = async (market: string) => (await todayRows()).find((r) => r.market === market);

/** A player with ₹150 staked on the market: 4 OPEN for ₹100 and jodi 44 for ₹50. */
async function twoBets(market: string, mobile: string) {
  const player = await s.player(mobile, 1000);
  const placed = await s.bet(player.token, market, [
    ['4', 100, 'OPEN'],
    ['44', 50, ''],
  ]);
  expect(placed.body).toMatchObject({ success: true });
  return player;
}

beforeAll(async () => {
  s = await startServer(at(10));
  as = await operatorsOfEveryRole(s);
  for (const market of ['IDLE MAIN', 'IDLE EMPTY', 'IDLE HOLIDAY', 'IDLE OFFDAY', 'IDLE VOID'])
    await s.operator('POST', '/markets', { market, open_time: '11:00', close_time: '13:00' });
}, 60_000);
afterAll(() => s.close());

describe('a market with unsettled bets made inactive', () => {
  it('is asked first, naming the bets and their stake; nothing changes until confirmed', async () => {
    await twoBets('IDLE MAIN', '9722000001');
    const before = await fingerprint(s.db);
    const asked = await as.owner.call('POST', path('IDLE MAIN', 'active'), { active: false });
    expect(asked.status).toBe(409);
    expect(asked.body.unsettled).toEqual({ bets: 2, stakePaise: 15_000 });
    expect(asked.body.error).toMatch(/IDLE MAIN has 2 unsettled bets \(₹150\.00\)/);
    expect(asked.body.error).toMatch(/confirm: true/);
    expect(await fingerprint(s.db)).toEqual(before);

    const confirmed = await as.owner.call('POST', path('IDLE MAIN', 'active'), { active: false, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'market.active',
      target: 'market:IDLE MAIN',
      before: { active: true },
      after: { active: false, unsettled: { bets: 2, stakePaise: 15_000 } },
    });
    // It takes no more bets.
    const player = await s.player('9722000002', 100);
    const refused = await s.bet(player.token, 'IDLE MAIN', [['1', 10, 'OPEN']]);
    expect(refused.body).toMatchObject({ success: false });
  });

  it('asks nothing of a market without unsettled bets, nor to make one active', async () => {
    const idle = await as.owner.call('POST', path('IDLE EMPTY', 'active'), { active: false });
    expect(idle.status).toBe(200);
    expect(await rowOf('IDLE EMPTY')).toBeUndefined();
    const back = await as.owner.call('POST', path('IDLE EMPTY', 'active'), { active: true });
    expect(back.status).toBe(200);
    expect(await rowOf('IDLE EMPTY')).toMatchObject({ active: true });
  });

  it('refuses a confirm flag that is not true or false', async () => {
    const odd = await as.owner.call('POST', path('IDLE EMPTY', 'active'), { active: false, confirm: 'yes' });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('confirm must be true or false.');
  });

  it('stays on Today marked inactive with its unsettled bets, and its desk declares and settles them', async () => {
    expect(await rowOf('IDLE MAIN')).toMatchObject({
      active: false,
      state: 'open',
      unsettled: { bets: 2, stakePaise: 15_000 },
      bids: 2,
    });
    const grid = await as.results.call('GET', `/results/exposure${query({ market: 'IDLE MAIN', session: 'open' })}`);
    expect(grid.status).toBe(200);
    expect(grid.body).toMatchObject({ market: 'IDLE MAIN', session: 'open', voided: null });

    await setClock(at(11, 5));
    const open = await declareAtDesk(as.results, { market: 'IDLE MAIN', session: 'open' }, '130');
    expect(open.status).toBe(200);
    // 4 OPEN won with 130 (ank 4); the jodi waits for the close.
    expect(await rowOf('IDLE MAIN')).toMatchObject({ active: false, unsettled: { bets: 1, stakePaise: 5000 } });

    await setClock(at(13, 5));
    const close = await declareAtDesk(as.results, { market: 'IDLE MAIN', session: 'close' }, '112');
    expect(close.status).toBe(200);
    const statuses = await s.db.query<{ status: string }>(
      `select status from bets where market = 'IDLE MAIN' order by id`,
    );
    expect(statuses.map((b) => b.status)).toEqual(['WON', 'WON']);
    // Settled: the inactive market leaves the board.
    expect(await rowOf('IDLE MAIN')).toBeUndefined();
  });
});

describe('a market with unsettled bets closed for the day', () => {
  it('asks before a holiday on a day with bets, not before one on a day without', async () => {
    await setClock(at(10, 30));
    await twoBets('IDLE HOLIDAY', '9722000003');
    const later = await as.owner.call('POST', path('IDLE HOLIDAY', 'holidays'), {
      day: '2026-11-21',
      reason: 'Gurpurab',
    });
    expect(later.status).toBe(200);

    const before = await fingerprint(s.db);
    const asked = await as.owner.call('POST', path('IDLE HOLIDAY', 'holidays'), { day: TODAY, reason: 'Diwali' });
    expect(asked.status).toBe(409);
    expect(asked.body.unsettled).toEqual({ bets: 2, stakePaise: 15_000 });
    expect(asked.body.error).toMatch(/IDLE HOLIDAY has 2 unsettled bets \(₹150\.00\) on 2026-11-20/);
    expect(await fingerprint(s.db)).toEqual(before);

    const confirmed = await as.owner.call('POST', path('IDLE HOLIDAY', 'holidays'), {
      day: TODAY,
      reason: 'Diwali',
      confirm: true,
    });
    expect(confirmed.status).toBe(200);
    // Its reason changed again: no question (the day is closed already).
    const again = await as.owner.call('POST', path('IDLE HOLIDAY', 'holidays'), { day: TODAY, reason: 'Deepavali' });
    expect(again.status).toBe(200);
    expect(await rowOf('IDLE HOLIDAY')).toMatchObject({
      state: 'holiday',
      active: true,
      unsettled: { bets: 2, stakePaise: 15_000 },
    });
  });

  it('asks before a weekly off-day that closes the market today, not before one on another weekday', async () => {
    await twoBets('IDLE OFFDAY', '9722000004');
    const sunday = await as.owner.call('POST', path('IDLE OFFDAY', 'off-days'), { weekdays: [0] });
    expect(sunday.status).toBe(200);
    const asked = await as.owner.call('POST', path('IDLE OFFDAY', 'off-days'), { weekdays: [0, 5] });
    expect(asked.status).toBe(409);
    expect(asked.body.unsettled).toEqual({ bets: 2, stakePaise: 15_000 });
    expect((await rowOf('IDLE OFFDAY'))!.state).toBe('open');
    const confirmed = await as.owner.call('POST', path('IDLE OFFDAY', 'off-days'), { weekdays: [0, 5], confirm: true });
    expect(confirmed.status).toBe(200);
    expect(await rowOf('IDLE OFFDAY')).toMatchObject({ state: 'off-day', unsettled: { bets: 2, stakePaise: 15_000 } });
  });
});

describe('a voided day', () => {
  it('reads as voided from the server, on the desk and on Today, and is not voidable again', async () => {
    const player = await twoBets('IDLE VOID', '9722000005');
    await as.owner.call('POST', path('IDLE VOID', 'active'), { active: false, confirm: true });
    const exposure = () =>
      as.results.call('GET', `/results/exposure${query({ market: 'IDLE VOID', session: 'close' })}`);

    await setClock(at(15, 1));
    expect((await exposure()).body).toMatchObject({ voided: null, voidable: true });
    const voided = await as.results.call('POST', '/results/void', { market: 'IDLE VOID', session: 'close' });
    expect(voided.body).toMatchObject({ refundedBets: 2, refundedPaise: 15_000 });
    expect(await s.money(player.mobile)).toMatchObject({ balance: 100_000 });

    // Read again, as a reload does: both sessions of the day read as voided, by whom and when.
    for (const session of ['open', 'close']) {
      const read = await as.owner.call('GET', `/results/exposure${query({ market: 'IDLE VOID', session })}`);
      expect(read.body).toMatchObject({
        voided: { by: 'results', at: '2026-11-20 15:01', refundedBets: 2, refundedPaise: 15_000 },
        voidable: false,
      });
    }
    // Settled by the void: the inactive market leaves Today; an active one shows its void there.
    expect(await rowOf('IDLE VOID')).toBeUndefined();
    await as.owner.call('POST', path('IDLE VOID', 'active'), { active: true });
    expect(await rowOf('IDLE VOID')).toMatchObject({
      state: 'voided',
      unsettled: { bets: 0, stakePaise: 0 },
      voided: { by: 'results', at: '2026-11-20 15:01', refundedBets: 2, refundedPaise: 15_000 },
    });

    // The holiday's day: voided too, its stakes back, and no longer waiting on Today.
    const holiday = await as.results.call('POST', '/results/void', { market: 'IDLE HOLIDAY', session: 'open' });
    expect(holiday.body).toMatchObject({ refundedBets: 2, refundedPaise: 15_000 });
    expect(await rowOf('IDLE HOLIDAY')).toMatchObject({ state: 'voided', unsettled: { bets: 0, stakePaise: 0 } });

    // The player's passbook names the refunds as refunds, for the app to word them.
    const passbook = await s.api('passbook', { current_page: 1 }, player.token);
    const kinds = (passbook.body.data as { kind: string; exp: { status: string } | null }[]).map((r) => [
      r.kind,
      r.exp?.status,
    ]);
    expect(kinds.filter(([kind]) => kind === 'refund')).toEqual([
      ['refund', 'Voided'],
      ['refund', 'Voided'],
    ]);
  });
});
