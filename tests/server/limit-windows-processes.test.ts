// A weekly loss limit and a weekly deposit limit under parallel requests, alternately to two
// server processes sharing one PostgreSQL (`bash scripts/with-postgres.sh`; one process on
// PGlite): the self_limits row lock lets exactly as much through as the limits leave, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { PNG } from './server-harness.js';
import { startProcesses, type ServerProcesses } from './server-processes.js';

const MARKET = 'LIMIT RACE';
const PLAYER = '9850000001';
const TOKEN = sha256(`token:${PLAYER}`).slice(0, 64);
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await db.query(`insert into markets (name, kind, open_time, close_time) values ($1, 'main', '15:45', '17:45')`, [
    MARKET,
  ]);
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ($1, 'Racer', $2) returning id`,
    [PLAYER, await hashPassword('secret1')],
  );
  const id = user!.id;
  await db.query('insert into wallets (user_id, balance) values ($1, 100000)', [id]);
  await db.query(
    `insert into ledger (user_id, kind, amount, before_total, after_total, remark) values ($1, 'deposit', 100000, 0, 100000, 'Seed')`,
    [id],
  );
  await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-01-01')`, [
    sha256(TOKEN),
    id,
  ]);
  // ₹100 of net loss a week, ₹300 of deposits a week.
  await db.query(`insert into self_limits (user_id, updated_at) values ($1, now())`, [id]);
  await db.query(
    `insert into self_limit_windows (user_id, kind, period, amount) values ($1, 'loss', 'week', 10000), ($1, 'deposit', 'week', 30000)`,
    [id],
  );
}

beforeAll(async () => {
  p = await startProcesses(seed, { CLOCK_START: '2026-11-20T10:00:00' });
}, 120_000);
afterAll(async () => {
  await p?.stop();
  p?.remove();
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
