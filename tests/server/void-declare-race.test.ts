// A void and a declaration of the same market day sent at the same moment from two server
// processes (two on one PostgreSQL in npm run test:postgres; one on PGlite): exactly one
// decides each bet. A winner is paid or its stake refunded, never both and never neither,
// and a day voided first refuses the declaration.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { signIn } from './console-client.js';
import type { ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedResultsRace } from './seeded-store.js';
import { seedStakedPlayers } from './staked-players.js';

const RACES = ['RACE A', 'RACE B', 'RACE C', 'RACE D', 'RACE E', 'RACE F'];
const PLAYERS = 4;
const STAKE = 1000;
let p: ServerProcesses;

/** Players with 1,000 rupees, each with a ₹10 stake on single 5 OPEN of every day, written as place-bet writes it. */
async function seed(db: Database): Promise<void> {
  await seedResultsRace(db, RACES);
  await seedStakedPlayers(db, PLAYERS, {
    depositPaise: 100_000,
    stakes: () => RACES.map((market) => ({ market, number: '5', paise: STAKE })),
  });
}

// 10:00: an hour past each day's void deadline (its close at 07:00 plus the default 2 hours).
processesForFile(seed, CONSOLE_PROCESS_ENV, (started) => {
  p = started;
});

describe(`a void racing a declaration on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('lets exactly one of them decide each bet: paid, or refunded, never both', async () => {
    const [left, right] = [await signIn(p.url(0), 'left'), await signIn(p.url(1), 'right')];
    const answers = await Promise.all(
      RACES.map((market, i) => {
        const voiding = (i % 2 ? left : right).call('POST', '/results/void', { market, session: 'open' });
        // Open pana 140 (ank 5): every seeded bet wins 10 × 9.5.
        const declaring = (i % 2 ? right : left).call('POST', '/results/declare', {
          market,
          session: 'open',
          pana: '140',
          confirm: '140',
        });
        return Promise.all([voiding, declaring]);
      }),
    );
    await p.stop();
    const bets = await p.inspect((db) =>
      db.query<{ market: string; status: string; n: number }>(
        `select market, status, count(*)::int as n from bets group by market, status order by market`,
      ),
    );
    const wallets = await p.inspect((db) =>
      db.query<{ balance: number; ledger: number; wins: number; refunds: number }>(
        `select w.balance, (select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id)::bigint as ledger,
                (select count(*) from ledger l where l.user_id = w.user_id and l.kind = 'win')::int as wins,
                (select count(*) from ledger l where l.user_id = w.user_id and l.kind = 'refund')::int as refunds
         from wallets w`,
      ),
    );
    for (const [i, market] of RACES.entries()) {
      const [voided, declared] = answers[i]!;
      const statuses = bets.filter((row) => row.market === market);
      // One status for the whole day: every bet WON (the declaration came first) or VOIDED.
      expect(statuses).toHaveLength(1);
      expect(statuses[0]!.n).toBe(PLAYERS);
      if (statuses[0]!.status === 'WON') {
        expect(declared.status).toBe(200);
        // A void after the open's declaration has no pending stake left to refund.
        if (voided.status === 200) expect(voided.body).toMatchObject({ refundedBets: 0 });
      } else {
        expect(statuses[0]!.status).toBe('VOIDED');
        expect(voided.status).toBe(200);
        expect(declared.status).toBe(409);
      }
    }
    const paidDays = bets.filter((row) => row.status === 'WON').length;
    for (const wallet of wallets) {
      expect(Number(wallet.ledger)).toBe(Number(wallet.balance));
      expect(wallet.wins + wallet.refunds).toBe(RACES.length);
      expect(wallet.wins).toBe(paidDays);
      expect(Number(wallet.balance)).toBe(
        100_000 - RACES.length * STAKE + paidDays * 9500 + (RACES.length - paidDays) * STAKE,
      );
    }
  });
});
