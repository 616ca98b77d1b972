// The market keeps India's clock whatever the host's zone: a server process in TZ=UTC and one
// in TZ=America/New_York open and cut off "15:30" at 15:30 in India, and turn the day at
// midnight in India. Each process starts its clock at a UTC instant (CLOCK_START with a Z).
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import {
  addMarketMonths,
  dayOf,
  marketMoment,
  parseMarketMoment,
  stamp,
  startOfDay,
} from '../../server/services/platform/clock.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { startProcesses, type ServerProcesses } from './server-processes.js';

const PLAYER = '9300000015';
const TOKEN = sha256(`token:${PLAYER}`).slice(0, 64);

async function seed(db: Database): Promise<void> {
  await db.query(
    `insert into markets (name, kind, open_time, close_time) values ('KALYAN', 'main', '15:30', '17:30'), ('LATER', 'main', '15:40', '17:40')`,
  );
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ($1, 'Zone', $2) returning id`,
    [PLAYER, await hashPassword('secret1')],
  );
  await db.query('insert into wallets (user_id, balance) values ($1, 100000)', [user!.id]);
  await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-06-01')`, [
    sha256(TOKEN),
    user!.id,
  ]);
}

/** An OPEN single on `market` through the process's API: the answer's status and message. */
async function betOpen(url: string, market: string, requestId: string) {
  const response = await fetch(`${url}/api/place-bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      session: TOKEN,
      number: '5',
      amount: '10',
      types: 'OPEN',
      market,
      specialGame: '',
      request_id: requestId,
    }),
  });
  const body = (await response.json()) as { status?: boolean | string; message?: string; success?: boolean };
  return { status: response.status, body };
}

/** The days of the player's bets on `market`, as the store holds them. */
const betDays = (p: ServerProcesses, market: string) =>
  p.inspect(async (db) =>
    (await db.query<{ day: string }>('select day from bets where market = $1', [market])).map((row) => row.day),
  );

let p: ServerProcesses | undefined;
afterEach(async () => {
  await p?.stop();
  p?.remove();
  p = undefined;
});

/** One server process in host zone `tz`, its clock started at the UTC instant `start`. */
const startIn = async (tz: string, start: string) =>
  (p = await startProcesses(seed, { TZ: tz, CLOCK_START: start }, [19_000 + Math.floor(Math.random() * 2000)]));

describe.each(['UTC', 'America/New_York'])('a server process in TZ=%s', (tz) => {
  it('cuts off a 15:30 market at 15:30 India time (10:00 UTC), not at the host’s 15:30', async () => {
    // 10:01 UTC is 15:31 in India: KALYAN's open has closed, LATER's (15:40) has not.
    const server = await startIn(tz, '2026-11-20T10:01:00Z');
    expect(server.output()).toContain('market time Asia/Kolkata');
    const closed = await betOpen(server.url(0), 'KALYAN', 'zone-closed');
    expect(JSON.stringify(closed.body)).toMatch(/closed/i);
    const open = await betOpen(server.url(0), 'LATER', 'zone-open');
    expect(open.status).toBe(200);
    await server.stop();
    expect(await betDays(server, 'KALYAN')).toEqual([]);
    expect(await betDays(server, 'LATER')).toEqual(['2026-11-20']);
  }, 120_000);

  it('turns the market day at midnight India time (18:30 UTC)', async () => {
    // 18:31 UTC on the 20th is 00:01 on the 21st in India: a new day, with every window open.
    const server = await startIn(tz, '2026-11-20T18:31:00Z');
    const bet = await betOpen(server.url(0), 'KALYAN', 'zone-next-day');
    expect(bet.status).toBe(200);
    await server.stop();
    expect(await betDays(server, 'KALYAN')).toEqual(['2026-11-21']);
  }, 120_000);
});

describe('the market clock, whatever the host’s zone', () => {
  it('reads a CLOCK_START with no zone as India’s wall clock, and one with a zone as written', () => {
    expect(parseMarketMoment('2026-11-20T10:00:00').toISOString()).toBe('2026-11-20T04:30:00.000Z');
    expect(parseMarketMoment('2026-11-20T10:00:00Z').toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(marketMoment(2026, 10, 20, 15, 30).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('names days and times in India: 18:29 UTC is still the 20th, 18:30 UTC the 21st', () => {
    expect(dayOf(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(dayOf(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(stamp(new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-20 15:30');
    expect(startOfDay('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });

  it('counts a self-exclusion’s months on India’s calendar: 6 months from 20 Nov 10:00 end on 20 May 10:00', () => {
    // A host in New York would move its clock an hour in between; India's does not.
    expect(stamp(addMarketMonths(marketMoment(2026, 10, 20, 10, 0), 6))).toBe('2027-05-20 10:00');
    expect(stamp(addMarketMonths(marketMoment(2026, 10, 20, 23, 59), 12))).toBe('2027-11-20 23:59');
  });
});
