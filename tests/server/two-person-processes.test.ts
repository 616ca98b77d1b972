// Two-person control from real server processes: two sharing one
// PostgreSQL (npm run test:postgres), or one on PGlite. What waits for a second operator is
// kept in the store: it survives a restart of every process. Second operators on both
// processes confirming the same results, approving the same withdrawals and the same bonuses
// at the same moment complete each once: every bet settled once, every payout paid once, one
// audit row each, and every wallet still equals its ledger.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { signIn, type ConsoleClient } from './console-client.js';
import type { ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedMainMarkets, seedOperators } from './seeded-store.js';
import { seedStakedPlayers } from './staked-players.js';

const MARKETS = ['TWIN A', 'TWIN B', 'TWIN C', 'TWIN D'];
const PLAYERS = 5;
const WITHDRAWAL_PAISE = 150_000;
let p: ServerProcesses;

/** Players with ₹10,000, a pending ₹1,500 withdrawal each and stakes on every market's open; two-person control on. */
async function seed(db: Database): Promise<void> {
  await seedOperators(db, [
    ['maker', 'results'],
    ['left', 'results'],
    ['right', 'owner'],
    ['asker', 'cashier'],
    ['east', 'cashier'],
    ['west', 'owner'],
  ]);
  await db.query(
    `insert into config (key, value) values ('two_person_results', '1'), ('two_person_payout_threshold', '1000'),
       ('cashier_wallet_ceiling', '1000000')`,
  );
  await seedMainMarkets(db, MARKETS);
  await seedStakedPlayers(db, PLAYERS, {
    depositPaise: 1_000_000,
    stakes: () => MARKETS.flatMap((market) => ['1', '2'].map((number) => ({ market, number, paise: 1000 }))),
    beforeWallet: pendingWithdrawal,
  });
}

/** A ₹1,500 withdrawal asked for and waiting, to a bank account on file; gives the balance left. */
async function pendingWithdrawal(db: Database, id: number, balance: number): Promise<number> {
  await db.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark) values ($1, 'withdraw_request', $2, 0, $3, $4, 'Withdrawal')`,
    [id, -WITHDRAWAL_PAISE, balance, balance - WITHDRAWAL_PAISE],
  );
  await db.query(`insert into withdrawals (user_id, amount) values ($1, $2)`, [id, WITHDRAWAL_PAISE]);
  await db.query('insert into bank_details (user_id, acno, name, ifsc) values ($1, $2, $3, $4)', [
    id,
    '12345678',
    'Twin',
    'SBIN0001234',
  ]);
  return balance - WITHDRAWAL_PAISE;
}

const signInAll = async () => ({
  maker: await signIn(p.url(0), 'maker'),
  left: await signIn(p.url(0), 'left'),
  right: await signIn(p.url(1), 'right'),
  asker: await signIn(p.url(1), 'asker'),
  east: await signIn(p.url(0), 'east'),
  west: await signIn(p.url(1), 'west'),
});
let as: Record<'maker' | 'left' | 'right' | 'asker' | 'east' | 'west', ConsoleClient>;

processesForFile(seed, CONSOLE_PROCESS_ENV, async (started) => {
  p = started;
  as = await signInAll();
});

const open = (market: string) => ({ market, session: 'open' });
const declare = (who: ConsoleClient, market: string, pana: string) =>
  who.call('POST', '/results/declare', { ...open(market), pana, confirm: pana });

describe(`two-person control on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  let withdrawals: number[];
  let credits: number[];

  it('keeps what waits for a second operator through a restart of every process', async () => {
    for (const market of MARKETS)
      expect((await declare(as.maker, market, '128')).body).toMatchObject({ state: 'pending' });
    withdrawals = (
      (await as.asker.call('GET', '/withdrawals?status=pending')).body.rows as { id: number; secondApproval: boolean }[]
    ).map((row) => {
      expect(row.secondApproval).toBe(true);
      return row.id;
    });
    expect(withdrawals).toHaveLength(PLAYERS);
    for (const id of withdrawals)
      expect((await as.asker.call('POST', `/withdrawals/${id}/approve`, {})).body.withdrawal).toMatchObject({
        status: 'pending',
        firstApproval: { by: 'asker' },
      });
    const players = (await as.asker.call('GET', '/players')).body.rows as { id: number }[];
    credits = [];
    for (const player of players) {
      const asked = await as.asker.call('POST', `/players/${player.id}/bonus`, { amount: '2000', reason: 'Twin' });
      credits.push((asked.body.pending as { id: number }).id);
    }

    await p.restart();
    as = await signInAll();

    const pending = (await as.left.call('GET', `/results/exposure?market=TWIN%20A&session=open`)).body.pending;
    expect(pending).toEqual([expect.objectContaining({ by: 'maker', kind: 'declare', value: null, mine: false })]);
    expect((await declare(as.maker, 'TWIN A', '128')).status).toBe(403);
    const listed = (await as.east.call('GET', '/withdrawals?status=pending')).body.rows as { firstApproval: unknown }[];
    expect(listed.map((row) => row.firstApproval)).toEqual(
      withdrawals.map(() => expect.objectContaining({ by: 'asker' })),
    );
    expect((await as.east.call('GET', '/players/pending-credits')).body).toMatchObject({ total: PLAYERS });
    expect((await as.asker.call('POST', `/players/pending-credits/${credits[0]}/approve`)).status).toBe(403);
  });

  it('settles each result once when two operators on two processes confirm it together', async () => {
    const answers = await Promise.all(
      MARKETS.flatMap((market) => [declare(as.left, market, '128'), declare(as.right, market, '128')]),
    );
    for (const [m, market] of MARKETS.entries()) {
      const two = answers.slice(2 * m, 2 * m + 2);
      expect(two.map((a) => a.status)).toEqual([200, 200]);
      // One settles every open bet of the market; the other finds it declared and settles nothing.
      expect(two.map((a) => a.body.settled).sort()).toEqual([0, 2 * PLAYERS]);
      expect(two.every((a) => a.body.state === 'declared')).toBe(true);
      const log = (await (await fetch(`${p.url(m)}/results/log.json?limit=100`)).json()) as {
        entries: { market: string; kind: string }[];
      };
      expect(log.entries.filter((e) => e.market === market)).toEqual([
        expect.objectContaining({ kind: 'declare', value: '128' }),
      ]);
    }
  });

  it('pays each withdrawal and each bonus once when two second operators approve it together', async () => {
    const paid = await Promise.all(
      withdrawals.flatMap((id) => [
        as.east.call('POST', `/withdrawals/${id}/approve`, { payoutReference: `EAST-${id}` }),
        as.west.call('POST', `/withdrawals/${id}/approve`, { payoutReference: `WEST-${id}` }),
      ]),
    );
    for (let w = 0; w < withdrawals.length; w++) {
      const two = paid.slice(2 * w, 2 * w + 2);
      expect(two.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(two.find((a) => a.status === 409)!.body.error).toMatch(
        new RegExp(`^#${withdrawals[w]} was already completed by (east|west)\\.$`),
      );
    }
    const approved = await Promise.all(
      credits.flatMap((id) => [
        as.east.call('POST', `/players/pending-credits/${id}/approve`),
        as.west.call('POST', `/players/pending-credits/${id}/approve`),
      ]),
    );
    for (let c = 0; c < credits.length; c++)
      expect(
        approved
          .slice(2 * c, 2 * c + 2)
          .map((a) => a.status)
          .sort(),
      ).toEqual([200, 409]);

    // PGlite's folder belongs to one process: the store is read once the servers have stopped.
    await p.stop();
    const store = await p.inspect(async (db) => ({
      wallets: await db.query<{ balance: number; bonus: number; ledger: number }>(
        `select w.balance, w.bonus, (select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id)::bigint as ledger from wallets w`,
      ),
      bets: await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from bets group by status order by status',
      ),
      wins: await db.query<{ n: number }>(`select count(*)::int as n from ledger where kind = 'win'`),
      withdrawals: await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from withdrawals group by status',
      ),
      audits: await db.query<{ action: string; n: number }>(
        'select action, count(*)::int as n from audit where action like $1 or action like $2 group by action order by action',
        ['result.%', 'withdrawal.%'],
      ),
      bonuses: await db.query<{ operator: string; n: number }>(
        `select count(*)::int as n from audit where action = 'player.bonus'`,
      ),
      pending: await db.query<{ n: number }>('select count(*)::int as n from pending_results'),
      log: await db.query<{ n: number }>('select count(*)::int as n from result_log'),
    }));
    expect(store.wallets).toHaveLength(PLAYERS);
    for (const wallet of store.wallets) {
      // Each player's single 1 won on every market (128: ank 1): 1000 × 9.5 four times; the bonus once.
      expect(Number(wallet.bonus)).toBe(200_000);
      expect(Number(wallet.balance)).toBe(1_000_000 - 8000 - WITHDRAWAL_PAISE + 4 * 9500);
      expect(Number(wallet.ledger)).toBe(Number(wallet.balance) + Number(wallet.bonus));
    }
    expect(store.bets).toEqual([
      { status: 'LOSS', n: PLAYERS * MARKETS.length },
      { status: 'WON', n: PLAYERS * MARKETS.length },
    ]);
    expect(store.wins[0]!.n).toBe(PLAYERS * MARKETS.length);
    expect(store.withdrawals).toEqual([{ status: 'Completed', n: PLAYERS }]);
    expect(store.audits).toEqual([
      { action: 'result.declare', n: MARKETS.length },
      { action: 'result.pending', n: MARKETS.length },
      { action: 'withdrawal.approve', n: PLAYERS },
      { action: 'withdrawal.approve-first', n: PLAYERS },
    ]);
    expect(store.bonuses[0]!.n).toBe(PLAYERS);
    expect(store.pending[0]!.n).toBe(0);
    expect(store.log[0]!.n).toBe(MARKETS.length);
  });
});
