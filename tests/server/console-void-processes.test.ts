// Voiding a market day from real server processes: two sharing one PostgreSQL (npm run
// test:postgres), or one on PGlite. Results operators on both processes void the same days
// at the same moment: each day is voided once, every stake refunded once (the bonus part
// to the bonus), and every wallet still equals its ledger.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { signIn } from './console-client.js';
import type { ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedResultsRace } from './seeded-store.js';
import { seedStakedPlayers } from './staked-players.js';

const DAYS = ['VOID A', 'VOID B', 'VOID C', 'VOID D', 'VOID E'];
const PLAYERS = 6;
let p: ServerProcesses;

/** Players with 1,000 rupees and 20 of bonus, each with pending stakes on every day, written as place-bet writes them. */
async function seed(db: Database): Promise<void> {
  await seedResultsRace(db, DAYS);
  await seedStakedPlayers(db, PLAYERS, {
    depositPaise: 100_000,
    bonusPaise: 2000,
    stakes: (i) => DAYS.map((market, d) => ({ market, number: '5', paise: 1000 + 100 * d + 10 * i })),
  });
}

// 10:00: an hour past each day's deadline (its close at 07:00 plus the default 2 hours).
processesForFile(seed, CONSOLE_PROCESS_ENV, (started) => {
  p = started;
});

describe(`voiding on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('voids each day once when two operators on two processes void it together, refunding every stake once', async () => {
    const [left, right] = [await signIn(p.url(0), 'left'), await signIn(p.url(1), 'right')];
    const answers = await Promise.all(
      DAYS.flatMap((market) => [
        left.call('POST', '/results/void', { market, session: 'close' }),
        right.call('POST', '/results/void', { market, session: 'open' }),
        left.call('POST', '/results/void', { market, session: 'open' }),
      ]),
    );
    for (const [d, market] of DAYS.entries()) {
      const three = answers.slice(3 * d, 3 * d + 3);
      expect(three.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(three.find((a) => a.status === 200)!.body).toMatchObject({ market, refundedBets: PLAYERS });
      for (const refused of three.filter((a) => a.status === 409))
        expect(refused.body.error).toMatch(
          new RegExp(`^${market} on 2026-11-20 was already voided by (left|right)\\.$`),
        );
    }

    // PGlite's folder belongs to one process: the store is read once the servers have stopped.
    await p.stop();
    const store = await p.inspect(async (db) => ({
      wallets: await db.query<{ balance: number; bonus: number; ledger: number; refunds: number }>(
        `select w.balance, w.bonus, (select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id)::bigint as ledger,
                (select count(*) from ledger l where l.user_id = w.user_id and l.kind = 'refund')::int as refunds from wallets w`,
      ),
      bets: await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from bets group by status',
      ),
      voids: await db.query<{ n: number }>('select count(*)::int as n from market_voids'),
      audits: await db.query<{ n: number }>(`select count(*)::int as n from audit where action = 'result.void'`),
    }));
    expect(store.wallets).toHaveLength(PLAYERS);
    for (const wallet of store.wallets) {
      // Every stake back where it came from: the full deposit, and the bonus whole again.
      expect([Number(wallet.balance), Number(wallet.bonus)]).toEqual([100_000, 2000]);
      expect(Number(wallet.ledger)).toBe(Number(wallet.balance) + Number(wallet.bonus));
      expect(wallet.refunds).toBe(DAYS.length);
    }
    expect(store.bets).toEqual([{ status: 'VOIDED', n: PLAYERS * DAYS.length }]);
    expect(store.voids[0]!.n).toBe(DAYS.length);
    expect(store.audits[0]!.n).toBe(DAYS.length);
  });
});
