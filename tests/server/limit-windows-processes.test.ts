// A weekly loss limit and a weekly deposit limit under parallel requests, alternately to two
// server processes sharing one PostgreSQL (`bash scripts/with-postgres.sh`; one process on
// PGlite): the self_limits row lock lets exactly as much through as the limits leave, never a 500.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { PNG } from './server-harness.js';
import type { ServerProcesses } from './server-processes.js';
import { processesForFile, seedMainMarkets, seedPlayer, tokenOf } from './seeded-store.js';

const MARKET = 'LIMIT RACE';
const PLAYER = '9850000001';
const TOKEN = tokenOf(PLAYER);
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await seedMainMarkets(db, [MARKET], '15:45', '17:45');
  const id = await seedPlayer(db, PLAYER, {
    name: 'Racer',
    passwordHash: await hashPassword('secret1'),
    paise: 100_000,
  });
  // ₹100 of net loss a week, ₹300 of deposits a week.
  await db.query(`insert into self_limits (user_id, updated_at) values ($1, now())`, [id]);
  await db.query(
    `insert into self_limit_windows (user_id, kind, period, amount) values ($1, 'loss', 'week', 10000), ($1, 'deposit', 'week', 30000)`,
    [id],
  );
}

processesForFile(seed, { CLOCK_START: '2026-11-20T10:00:00' }, (started) => {
  p = started;
});

async function call(i: number, path: string, body: Record<string, string>) {
  const response = await fetch(`${p.url(i)}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: TOKEN, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const bet = (i: number) =>
  call(i, 'place-bet', {
    number: String(i % 10),
    amount: '30',
    types: 'OPEN',
    market: MARKET,
    specialGame: '',
    request_id: `limit-race-${i}`,
  });
const deposit = (i: number) =>
  call(i, 'create-payment-request', {
    amount: '100',
    transaction_id: `LIMITRACE${i}`,
    note: '',
    image: PNG,
    deposit_mode: 'Manual Deposit',
  });

describe(`weekly limits on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('lets exactly what the limits leave through when bets and deposits arrive together', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => bet(i)),
      ...Array.from({ length: 6 }, (_, i) => deposit(i)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const bets = answers.slice(0, 10);
    const deposits = answers.slice(10);
    expect(bets.filter((a) => a.body.success === true)).toHaveLength(3);
    expect(bets.filter((a) => a.body.message_key === 'limitLeft_loss_week')).toHaveLength(7);
    expect(deposits.filter((a) => a.body.success === true)).toHaveLength(3);
    expect(deposits.filter((a) => a.body.message_key === 'limitLeft_deposit_week')).toHaveLength(3);
    const limits = (await call(1, 'self-limits', {})).body.limits as { kind: string; period: string; used: string }[];
    const used = (kind: string) => limits.find((l) => l.kind === kind && l.period === 'week')!.used;
    expect([used('loss'), used('stake'), used('deposit')]).toEqual(['90', '90', '300']);
  });
});
