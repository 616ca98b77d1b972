// A cashier's daily ceiling on wallet credits and debits against real server
// processes: two sharing one PostgreSQL (npm run test:postgres), or one on PGlite. One
// cashier, signed in on both processes, credits in parallel: the credits that pass never sum
// past the ceiling. A player's page open on one process hears a credit made on the other.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { signIn } from './console-client.js';
import { openEvents } from './event-stream.js';
import type { ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedOperators } from './seeded-store.js';

const CEILING_RUPEES = 1000;
let p: ServerProcesses;
let playerId = 0;
/** Another player: credits to two players do not wait for each other's player row, only for the ceiling. */
let otherId = 0;

async function seed(db: Database): Promise<void> {
  await seedOperators(db, [
    ['till', 'cashier'],
    ['boss', 'owner'],
  ]);
  await db.query(`insert into config (key, value) values ('cashier_wallet_ceiling', $1)`, [String(CEILING_RUPEES)]);
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ('9230000001', 'Counter', $1) returning id`,
    [await hashPassword('secret1')],
  );
  playerId = Number(user!.id);
  const [other] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ('9230000002', 'Other', $1) returning id`,
    [await hashPassword('secret1')],
  );
  otherId = Number(other!.id);
  await db.query('insert into wallets (user_id) values ($1), ($2)', [playerId, otherId]);
}

processesForFile(seed, CONSOLE_PROCESS_ENV, (started) => {
  p = started;
});

const WORDS = /would pass your daily ceiling of ₹1,000\.00 for wallet credits and debits/;

describe(`the cashier's ceiling on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it("a player's page on one process hears a credit made on the other", async () => {
    const [reader, owner] = [await signIn(p.url(0), 'till'), await signIn(p.url(1), 'boss')];
    const events = await openEvents(`${p.url(0)}/console/api/players/${playerId}/events`, reader.cookie);
    try {
      await events.listening(10_000);
      const credited = await owner.call('POST', `/players/${playerId}/adjust`, { amount: '50', reason: 'Float' });
      expect(credited.status).toBe(200);
      const event = await events.next(10_000);
      expect([event.event, JSON.parse(event.data)]).toEqual(['player', { id: playerId }]);
    } finally {
      events.close();
    }
  });

  it('two credits at once on two processes cannot both pass the ceiling', async () => {
    const [left, right] = [await signIn(p.url(0), 'till'), await signIn(p.url(1), 'till')];
    // Each to another player, so only the ceiling makes them take turns.
    const credit = (who: typeof left, rupees: number, i: number) =>
      who.call('POST', `/players/${i % 2 ? otherId : playerId}/adjust`, {
        amount: String(rupees),
        reason: `Counter ${i}`,
      });
    const pair = await Promise.all([credit(left, 600, 0), credit(right, 600, 1)]);
    expect(pair.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(pair.find((a) => a.status === 400)!.body.error).toMatch(WORDS);

    // Eight more of ₹100, spread over both processes: four fit in what is left (₹400).
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => credit(i % 4 < 2 ? left : right, 100, i + 2)));
    expect(many.filter((a) => a.status === 200)).toHaveLength(4);
    for (const refused of many.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(WORDS);
    }
    expect((await left.call('GET', '/players/wallet-allowance')).body).toMatchObject({
      ceilingPaise: 100_000,
      movedPaise: 100_000,
      leftPaise: 0,
    });
  });

  it('leaves the store whole: the credits that passed sum to the ceiling, each with its ledger row and audit row', async () => {
    await p.stop();
    const facts = await p.inspect(async (db) => ({
      moved: (await db.query<{ moved: number }>('select moved from operator_wallet_days'))[0]!.moved,
      ledger: await db.query<{ amount: number }>(`select amount from ledger where kind = 'adjustment' order by id`),
      audited: await db.query<{ role: string; amount: number }>(
        `select role, (after->>'amountPaise')::int as amount from audit where action = 'player.adjust' order by id`,
      ),
      wallets: (await db.query<{ total: number }>('select sum(balance)::bigint as total from wallets'))[0]!.total,
    }));
    expect(Number(facts.moved)).toBe(CEILING_RUPEES * 100);
    const cashiers = facts.audited.filter((row) => row.role === 'cashier').map((row) => Number(row.amount));
    expect(cashiers.reduce((sum, paise) => sum + paise, 0)).toBe(CEILING_RUPEES * 100);
    expect(cashiers).toHaveLength(5);
    expect(facts.ledger.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual(
      [5000, ...cashiers].sort((a, b) => a - b),
    );
    expect(Number(facts.wallets)).toBe(5000 + CEILING_RUPEES * 100);
  });
});
