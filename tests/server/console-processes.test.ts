// The console against real server processes: two sharing one PostgreSQL (npm run
// test:postgres), or one on PGlite. Two cashiers on two processes decide one deposit at the
// same moment; live counts reach a console on one process when a deposit arrives on the
// other; the CLI adds an operator.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { signIn } from './console-client.js';
import { openEvents } from './event-stream.js';
import { PNG } from './server-harness.js';
import { PROCESS_OPERATOR_TOKEN, type ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedDepositRace, tokenOf } from './seeded-store.js';
import { serverEntry } from './server-entry.js';

const PLAYER = '9200000001';
const TOKEN = tokenOf(PLAYER);
const RACES = 10;
let p: ServerProcesses;

const seed = (db: Database) =>
  seedDepositRace(db, { mobile: PLAYER, name: 'Racer', count: RACES, utr: (i) => `RACE${i}UTR` });

processesForFile(seed, CONSOLE_PROCESS_ENV, (started) => {
  p = started;
});

describe(`the console on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('decides each deposit once when two cashiers on two processes approve it together', async () => {
    const [left, right] = [await signIn(p.url(0), 'left'), await signIn(p.url(1), 'right')];
    const ids = Array.from({ length: RACES }, (_, i) => i + 1);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        left.call('POST', `/deposits/${id}/approve`),
        right.call('POST', `/deposits/${id}/approve`),
      ]),
    );
    for (let i = 0; i < RACES; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.status === 409)!.body.error).toMatch(
        new RegExp(`^#${i + 1} was already completed by (left|right)\\.$`),
      );
    }
  });

  it('sends counts to a console on one process when a deposit arrives and is decided on the other', async () => {
    const owner = await signIn(p.url(0), 'left');
    const events = await openEvents(`${p.url(0)}/console/api/events`, owner.cookie);
    try {
      expect(JSON.parse((await events.next()).data)).toMatchObject({
        pendingDeposits: 0,
        pendingWithdrawals: 0,
        claimedDeposits: 0,
      });
      const made = await fetch(`${p.url(1)}/api/create-payment-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: TOKEN, amount: '250', transaction_id: 'LIVE0001UTR', image: PNG }),
      });
      expect(((await made.json()) as { success: boolean }).success).toBe(true);
      expect(JSON.parse((await events.next(10_000)).data)).toMatchObject({
        pendingDeposits: 1,
        pendingWithdrawals: 0,
        claimedDeposits: 0,
      });
      const other = await signIn(p.url(1), 'right');
      const pending = (await other.call('GET', '/deposits?status=pending')).body.rows as { id: number }[];
      await other.call('POST', `/deposits/${pending[0]!.id}/reject`, { reason: 'Test' });
      expect(JSON.parse((await events.next(10_000)).data)).toMatchObject({
        pendingDeposits: 0,
        pendingWithdrawals: 0,
        claimedDeposits: 0,
      });
    } finally {
      events.close();
    }
  });

  it('adds an operator with the CLI (npm run operator -- add-operator), who then signs in', async () => {
    const cli = spawn(
      process.execPath,
      [...serverEntry('operator'), 'add-operator', 'ravi', 'ravi=pass-1234', 'results'],
      {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, OPERATOR_URL: p.url(1), OPERATOR_TOKEN: PROCESS_OPERATOR_TOKEN },
      },
    );
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => cli.once('exit', resolve));
    expect(code).toBe(0);
    expect(JSON.parse(output)).toEqual({ operator: expect.objectContaining({ username: 'ravi', role: 'results' }) });
    expect((await signIn(p.url(0), 'ravi', 'ravi=pass-1234')).operator.role).toBe('results');
  });

  it('leaves the store whole: one credit per deposit, one audit row per decision', async () => {
    await p.stop();
    const facts = await p.inspect(async (db) => ({
      credited: (await db.query<{ n: number }>(`select count(*)::int as n from ledger where kind = 'deposit'`))[0]!.n,
      balance: (await db.query<{ balance: number }>('select balance from wallets'))[0]!.balance,
      decisions: (
        await db.query<{ n: number }>(`select count(*)::int as n from audit where action = 'deposit.approve'`)
      )[0]!.n,
      viaCli: (await db.query<{ operator: string }>(`select operator from audit where action = 'operator.add'`)).map(
        (r) => r.operator,
      ),
    }));
    expect(facts).toEqual({ credited: RACES, balance: RACES * 10000, decisions: RACES, viaCli: ['api-token'] });
  });
});
