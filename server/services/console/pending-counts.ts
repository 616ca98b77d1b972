import type { DeskCountsAnswer } from '../../../contract/console/desks.js';
import type { Sql } from '../../db/database.js';

/** How many deposits and withdrawals wait for a cashier. */
export async function pendingCounts(db: Sql): Promise<DeskCountsAnswer> {
  const [row] = await db.query<{ deposits: number; withdrawals: number }>(
    `select (select count(*)::int from deposits where status = 'Pending') as deposits, (select count(*)::int from withdrawals where status = 'Pending') as withdrawals`,
  );
  return { pendingDeposits: Number(row?.deposits ?? 0), pendingWithdrawals: Number(row?.withdrawals ?? 0) };
}
