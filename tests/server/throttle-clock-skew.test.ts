// Server processes' clocks differ by a little. The database-kept limits must hold whichever
// process (whichever clock) a request lands on: a request stamped a little earlier than the
// last one counts in the window already open, it never starts the count afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { Refusal } from '../../server/services/platform/refusal.js';
import { Throttle, type BackoffRule } from '../../server/services/platform/throttle.js';
import { migratedDatabase } from './server-harness.js';

let db: Database;
const throttle = new Throttle();
const at = (iso: string) => new Date(`2026-11-25T${iso}Z`);

beforeAll(async () => {
  db = await migratedDatabase();
});
afterAll(() => db.close());

/** Takes one use of a 3-a-minute quota at a time, in a transaction as the services do; true when admitted. */
async function take(key: string, now: Date): Promise<boolean> {
  try {
    await db.transaction((tx) =>
      throttle.take(tx, now, [{ key, limit: 3, windowMs: 60_000, refusal: (s) => `wait ${s} s` }]),
    );
    return true;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

describe('a quota under clocks a little apart', () => {
  it('counts a use stamped in the minute before in the window already open', async () => {
    // Two processes around a minute's turn: one reads 10:01:00.2, the other 10:00:59.9.
    const ahead = at('10:01:00.200');
    const behind = at('10:00:59.900');
    const admitted = [];
    for (let i = 0; i < 10; i += 1) admitted.push(await take('skew', i % 2 === 0 ? ahead : behind));
    expect(admitted.filter(Boolean)).toHaveLength(3);
  });

  it('starts afresh in a later minute, as before', async () => {
    expect(await take('turn', at('10:00:10'))).toBe(true);
    expect(await take('turn', at('10:00:20'))).toBe(true);
    expect(await take('turn', at('10:00:30'))).toBe(true);
    expect(await take('turn', at('10:00:40'))).toBe(false);
    expect(await take('turn', at('10:01:00'))).toBe(true);
  });
});

describe('a back-off under clocks a little apart', () => {
  const rule: BackoffRule = { freeTries: 2, firstDelayMs: 10_000, maxDelayMs: 60_000, quietResetMs: 15 * 60_000 };

  /** A try that fails (a wrong password); true when admitted. */
  async function attempt(key: string, now: Date): Promise<boolean> {
    try {
      await (await throttle.attempt(db, now, [{ key, rule }], (s) => `wait ${s} s`)).failed();
      return true;
    } catch (error) {
      if (error instanceof Refusal) return false;
      throw error;
    }
  }

  it('never moves the last try back in time, so the quiet reset is not reached sooner', async () => {
    expect(await attempt('backoff', at('10:00:02'))).toBe(true);
    expect(await attempt('backoff', at('10:00:01'))).toBe(true); // a process whose clock is a second behind
    const [row] = await db.query<{ last_at: Date }>('select last_at from backoffs where key = $1', ['backoff']);
    expect(new Date(row!.last_at).toISOString()).toBe(at('10:00:02').toISOString());
    expect(await attempt('backoff', at('10:00:03'))).toBe(true); // the third: past the free ones, wait 10 s
    expect(await attempt('backoff', at('10:00:04'))).toBe(false);
  });
});
