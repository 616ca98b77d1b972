// Rows a process test's seed writes straight into the store before any server process starts,
// shaped as the server itself writes them, and the file's lifetime of those processes.
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword, sha256 } from '../../server/services/platform/passwords.js';
import { OPERATOR_PASSWORD } from './console-client.js';
import { startProcesses, type ServerProcesses } from './server-processes.js';

/** The session token a seeded player calls with (its hash is what the store keeps). */
export const tokenOf = (mobile: string) => sha256(`token:${mobile}`).slice(0, 64);

/** Console operators, each signing in with OPERATOR_PASSWORD. */
export async function seedOperators(db: Database, operators: [username: string, role: string][]): Promise<void> {
  const hash = await hashPassword(OPERATOR_PASSWORD);
  for (const [username, role] of operators)
    await db.query('insert into operators (username, password_hash, role) values ($1, $2, $3)', [username, hash, role]);
}

/** Two results operators, left and right (one for each process), and the main markets they race over. */
export async function seedResultsRace(db: Database, markets: string[]): Promise<void> {
  await seedOperators(db, [
    ['left', 'results'],
    ['right', 'results'],
  ]);
  await seedMainMarkets(db, markets);
}

/**
 * Two cashiers, left and right (one for each process), and the pending ₹100 deposits they race
 * over, #1 to #count, from one player who calls with tokenOf(mobile); deposit i has the UTR `utr(i)`.
 */
export async function seedDepositRace(
  db: Database,
  { mobile, name, count, utr }: { mobile: string; name: string; count: number; utr: (i: number) => string },
): Promise<void> {
  await seedOperators(db, [
    ['left', 'cashier'],
    ['right', 'cashier'],
  ]);
  const id = await seedPlayer(db, mobile, { name, passwordHash: await hashPassword('secret1') });
  for (let i = 0; i < count; i++)
    await db.query(`insert into deposits (user_id, amount, utr) values ($1, 10000, $2)`, [id, utr(i)]);
}

/** Main markets open from `open` to `close` every day. */
export async function seedMainMarkets(db: Database, names: string[], open = '06:00', close = '07:00'): Promise<void> {
  for (const name of names)
    await db.query(`insert into markets (name, kind, open_time, close_time) values ($1, 'main', $2, $3)`, [
      name,
      open,
      close,
    ]);
}

/** A player row alone (no wallet yet); gives its id. */
export async function seedUser(db: Database, mobile: string, name: string, passwordHash: string): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    `insert into users (mobile, name, password_hash) values ($1, $2, $3) returning id`,
    [mobile, name, passwordHash],
  );
  return user!.id;
}

/**
 * A player who calls with tokenOf(mobile): a wallet of `paise`, explained by a 'Seed' deposit
 * in the ledger unless `ledger` is false. Gives the player's id.
 */
export async function seedPlayer(
  db: Database,
  mobile: string,
  {
    name,
    passwordHash,
    paise = 0,
    ledger = true,
  }: { name: string; passwordHash: string; paise?: number; ledger?: boolean },
): Promise<number> {
  const id = await seedUser(db, mobile, name, passwordHash);
  await db.query('insert into wallets (user_id, balance) values ($1, $2)', [id, paise]);
  if (ledger && paise > 0)
    await db.query(
      `insert into ledger (user_id, kind, amount, before_total, after_total, remark) values ($1, 'deposit', $2, 0, $2, 'Seed')`,
      [id, paise],
    );
  await db.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, '2027-01-01')`, [
    sha256(tokenOf(mobile)),
    id,
  ]);
  return id;
}

/**
 * A pending single bet on 2026-11-20 with its ledger row, as place-bet writes them: `fromBonus`
 * of the stake comes out of the bonus, the rest out of the balance, and the wallet's total goes
 * from `totalBefore` down by the stake. Gives the bet's id; the wallet row is the seed's to write.
 */
export async function seedStake(
  db: Database,
  stake: {
    userId: number;
    requestId: string;
    market: string;
    number: string;
    paise: number;
    totalBefore: number;
    fromBonus?: number;
  },
): Promise<number> {
  const { userId, requestId, market, number, paise, totalBefore, fromBonus = 0 } = stake;
  const [bet] = await db.query<{ id: number }>(
    `insert into bets (user_id, request_id, market, day, number, game, session, amount) values ($1, $2, $3, '2026-11-20', $4, 'single', 'OPEN', $5) returning id`,
    [userId, requestId, market, number, paise],
  );
  await db.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id) values ($1, 'bet', $2, $3, $4, $5, 'Bid', $6)`,
    [userId, -(paise - fromBonus), -fromBonus, totalBefore, totalBefore - paise, bet!.id],
  );
  return bet!.id;
}

/** What the console process tests run with: 10:00 on 2026-11-20, and sign-ins without a wait. */
export const CONSOLE_PROCESS_ENV = { CLOCK_START: '2026-11-20T10:00:00', LOGIN_FREE_TRIES_PER_ADDRESS: '1000' };

/** Stops the processes and removes their folder, if they started at all. */
export async function stopAndRemove(p: ServerProcesses | undefined): Promise<void> {
  await p?.stop();
  p?.remove();
}

/**
 * Starts the processes once before the file's tests, after `seed`, and stops them after;
 * `started` gets them (and may sign in) before the first test runs.
 */
export function processesForFile(
  seed: (db: Database) => Promise<void>,
  env: Record<string, string>,
  started: (p: ServerProcesses) => void | Promise<void>,
): void {
  let p: ServerProcesses | undefined;
  beforeAll(async () => {
    p = await startProcesses(seed, env);
    await started(p);
  }, 120_000);
  afterAll(() => stopAndRemove(p));
}
