// One UTR, one deposit, across processes: ten players send a deposit
// request with one UTR at the same moment (five times, a UTR each time), alternately to two server processes sharing one
// PostgreSQL (npm run test:postgres; one process on PGlite). Exactly one is accepted, the
// others get the "already sent" refusal, never a 500; the store holds one deposit for it,
// and approving it credits once. Two deposits marked by migration 012 as duplicates of a
// rejected one, approved at once, credit once.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { PNG } from './server-harness.js';
import { PROCESS_OPERATOR_TOKEN, type ServerProcesses } from './server-processes.js';
import { processesForFile, seedPlayer, tokenOf } from './seeded-store.js';

const PLAYERS = Array.from({ length: 10 }, (_, i) => String(9_840_000_000 + i));
const ALREADY_SENT = 'This UTR number has already been sent.';
/** Five bursts, one UTR each. */
const UTRS = ['67058563001', '67058563002', '67058563003', '67058563004', '67058563005'];
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  const hash = await hashPassword('secret1');
  for (const mobile of PLAYERS) {
    await seedPlayer(db, mobile, { name: 'Payer', passwordHash: hash });
  }
  // A UTR stored three times before migration 012: rejected once, then twice more, marked as its duplicates.
  const [rejected] = await db.query<{ id: number }>(
    `insert into deposits (user_id, amount, utr, status, reason) values (1, 50000, 'DUP0000001', 'Rejected', 'Blurred') returning id`,
  );
  for (const [user, utr] of [
    [2, 'dup0000001'],
    [3, 'Dup0000001'],
  ] as const)
    await db.query(`insert into deposits (user_id, amount, utr, duplicate_of) values ($1, 50000, $2, $3)`, [
      user,
      utr,
      rejected!.id,
    ]);
}

processesForFile(seed, { CLOCK_START: '2026-11-20T10:00:00' }, (started) => {
  p = started;
});

/** A deposit request of ₹500 by the i-th player, to the i-th request's process. */
async function deposit(i: number, utr: string) {
  const response = await fetch(`${p.url(i)}/api/create-payment-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      session: tokenOf(PLAYERS[i % PLAYERS.length]!),
      amount: '500',
      transaction_id: utr,
      note: '',
      image: PNG,
      deposit_mode: 'Manual Deposit',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const operator = (i: number, method: string, path: string) =>
  fetch(`${p.url(i)}/operator${path}`, { method, headers: { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` } });

describe(`one UTR, one deposit, on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('accepts exactly one of 10 parallel deposit requests with one UTR; the others are refused, none fails', async () => {
    // Every player's wallet read on each process first, so the bursts meet warm processes.
    const warm = PLAYERS.flatMap((mobile) =>
      p.urls.map((url) =>
        fetch(`${url}/api/manual-payment-details`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session: tokenOf(mobile) }),
        }).then((r) => r.status),
      ),
    );
    expect(new Set(await Promise.all(warm))).toEqual(new Set([200]));
    for (const utr of UTRS) {
      const answers = await Promise.all(PLAYERS.map((_, i) => deposit(i, utr)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.body.success === true)).toHaveLength(1);
      expect(answers.filter((a) => a.body.error === ALREADY_SENT)).toHaveLength(9);
    }

    // The same UTR in another case, on either process, is the same payment.
    expect((await deposit(1, 'case67058563')).body).toMatchObject({ success: true });
    for (const [i, variant] of ['CASE67058563', 'Case67058563'].entries())
      expect((await deposit(i, variant)).body).toMatchObject({ success: false, error: ALREADY_SENT });
  });

  it('approves each deposit once when two processes approve it at once: one credit for one payment', async () => {
    const { rows: pending } = (await (await operator(0, 'GET', '/deposits?status=pending')).json()) as {
      rows: { id: number; utr: string }[];
    };
    const sent = pending.filter((d) => !/^dup/i.test(d.utr));
    expect(sent).toHaveLength(UTRS.length + 1);
    const approvals = await Promise.all(
      sent.flatMap((d) => [0, 1].map((i) => operator(i, 'POST', `/deposits/${d.id}/approve`))),
    );
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(sent.length);
    expect(approvals.filter((a) => a.status === 409)).toHaveLength(sent.length);
  });

  it('approves one of two duplicates of a rejected deposit approved at once; the other is told which holds the UTR', async () => {
    const { rows: pending } = (await (await operator(0, 'GET', '/deposits?status=pending')).json()) as {
      rows: { id: number; utr: string; duplicate_of: number | string | null }[];
    };
    const duplicates = pending.filter((d) => /^dup/i.test(d.utr));
    expect(duplicates.map((d) => d.duplicate_of !== null)).toEqual([true, true]);
    const answers = await Promise.all(
      duplicates.map(async (d, i) => {
        const response = await operator(i, 'POST', `/deposits/${d.id}/approve`);
        return { id: d.id, status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    const approved = answers.find((a) => a.status === 200);
    const refused = answers.find((a) => a.status === 409);
    expect(approved && refused).toBeTruthy();
    expect(refused!.body.error).toBe(
      `#${refused!.id} is a duplicate UTR of #${approved!.id}, which is completed: one payment is credited once. Reject #${refused!.id}.`,
    );
  });

  it('leaves the store whole: every UTR once, one credit per approved deposit, every wallet equal to its ledger', async () => {
    await p.stop();
    const store = await p.inspect(async (db) => ({
      deposits: await db.query<{ utr: string; status: string }>(
        `select utr, status from deposits where utr !~* '^dup' order by id`,
      ),
      duplicates: await db.query<{ status: string; duplicate_of: unknown }>(
        `select status, duplicate_of from deposits where utr ~* '^dup' order by status`,
      ),
      credits: await db.query<{ n: number; paise: string }>(
        `select count(*)::int as n, sum(amount)::bigint as paise from ledger where kind = 'deposit'`,
      ),
      unequal: await db.query(
        `select w.user_id from wallets w
         where w.balance + w.bonus <> coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id), 0)`,
      ),
    }));
    expect(store.deposits.map((d) => [d.utr.toUpperCase(), d.status])).toEqual(
      [...UTRS, 'CASE67058563'].map((utr) => [utr, 'Completed']),
    );
    // The approved duplicate lost its mark (it holds the UTR now); the other keeps it.
    expect(store.duplicates.map((d) => [d.status, d.duplicate_of === null])).toEqual([
      ['Completed', true],
      ['Pending', false],
      ['Rejected', true],
    ]);
    const approved = UTRS.length + 2;
    expect(store.credits.map((c) => [c.n, Number(c.paise)])).toEqual([[approved, approved * 500_00]]);
    expect(store.unequal).toEqual([]);
  });
});
