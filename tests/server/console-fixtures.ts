// What the console tests share: a fingerprint of the store (to prove a refused call wrote
// nothing), the newest audit rows, and a player with a pending deposit and withdrawal.
import type { Database } from '../../server/db/database.js';
import { startServer, type TestServer } from './server-harness.js';
import type { Role } from '../../server/services/platform/actor.js';
import { addOperator, operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import { applyDueLoosenings } from '../../server/services/platform/loosening.js';
import type { Clock } from '../../server/services/platform/clock.js';

/** Every table an operator call could write (not the sessions' last-seen times, nor the sign-in throttle). */
const TABLES = [
  'users',
  'wallets',
  'ledger',
  'api_tokens',
  'deposits',
  'withdrawals',
  'bank_details',
  'notifications',
  'results',
  'bets',
  'operators',
  'audit',
  'config',
  'rates',
  'markets',
  'content',
  'carousel_images',
  // Market setup and liability limits
  'starline_slots',
  'market_off_days',
  'market_holidays',
  'liability_limits',
  'liability',
  // The player's page
  'player_notes',
  'operator_wallet_days',
  // Two-person control
  'pending_results',
  'pending_credits',
];

export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await db.query<{ h: string; n: number }>(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from ${table} x`,
      );
      return [table, `${row!.n}:${row!.h}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface AuditRecord {
  id: number;
  operator: string;
  role: string;
  action: string;
  target: string;
  player_id: number | null;
  before: unknown;
  after: unknown;
  address: string;
}

export const auditRows = (db: Database) =>
  db.query<AuditRecord>(
    'select id::int as id, operator, role, action, target, player_id::int as player_id, before, after, address from audit order by id',
  );
export const lastAudit = async (db: Database) => (await auditRows(db)).at(-1)!;

/** A player (signed up, funded with `rupees`), with bank details. */
export async function playerWithBank(s: TestServer, mobile: string, rupees: number, name = 'Test Player') {
  const player = await s.player(mobile, rupees, name);
  await s.api('withdraw-details-update', { acno: '12345678', name: 'Asha', ifsc: 'SBIN0001234' }, player.token);
  const [row] = await s.db.query<{ id: number }>('select id::int as id from users where mobile = $1', [mobile]);
  return { ...player, id: row!.id };
}

/** A deposit request by the player, pending; gives its id. */
export async function pendingDeposit(s: TestServer, token: string, rupees: string, utr: string): Promise<number> {
  const made = await s.requestDeposit(token, rupees, utr);
  if (made.body.success !== true) throw new Error(`deposit refused: ${JSON.stringify(made.body)}`);
  const [row] = await s.db.query<{ id: number }>('select max(id)::int as id from deposits');
  return row!.id;
}

/** A withdrawal request by the player, pending; gives its id. */
export async function pendingWithdrawal(s: TestServer, token: string, rupees: string): Promise<number> {
  const made = await s.api('withdraw', { amount: rupees }, token);
  if (made.body.success !== true) throw new Error(`withdrawal refused: ${JSON.stringify(made.body)}`);
  const [row] = await s.db.query<{ id: number }>('select max(id)::int as id from withdrawals');
  return row!.id;
}

/** A console list's rows, each with its id. */
export type Row = Record<string, unknown> & { id: number };
export const rowsOf = (body: Record<string, unknown>) => body.rows as Row[];

/**
 * Settings that take effect at once, for a test's setup. Through the console or the operator API,
 * a loosening of two-person control (switching it off, raising the payout threshold or a
 * cashier's ceiling) waits a day (server/services/platform/loosening.ts).
 */
export async function configNow(s: TestServer, values: Record<string, string>): Promise<void> {
  await s.services.settings.setConfig(values);
}

/** Runs the loosening schedule as its minute tick would at `at`, without moving the server's clock. */
export function applyLooseningsAt(s: TestServer, at: Date): Promise<number> {
  return applyDueLoosenings(s.db, { now: () => at } as Clock);
}

/** A server (at `start` when given) with one operator of every role signed in: where a console test starts. */
export async function consoleServer(start?: Date): Promise<{ s: TestServer; as: Record<Role, ConsoleClient> }> {
  const s = await startServer(start);
  return { s, as: await operatorsOfEveryRole(s) };
}

/**
 * Every role signed in and a second cashier, under two-person control above ₹1,000 with the
 * cashiers' daily ceiling far out of the way: what a payout's second approval needs.
 */
export async function twoPersonDesk(
  s: TestServer,
): Promise<{ as: Record<Role, ConsoleClient>; cashier2: ConsoleClient }> {
  const as = await operatorsOfEveryRole(s);
  await addOperator(s, 'cashier2', 'cashier');
  const cashier2 = await signIn(s.url, 'cashier2');
  await configNow(s, { two_person_payout_threshold: '1000', cashier_wallet_ceiling: '100000' });
  return { as, cashier2 };
}
