import type { Sql } from '../../db/database.js';
import { Conflict } from '../platform/console-refusals.js';

/** A deposit or withdrawal as its desk's decision reads it, under its lock. */
interface Decided {
  status: string;
  decided_by: string | null;
}

/** A request decided already is not decided again: the second of two at once is told who made the first. */
export function refuseDecidedAgain(id: number, request: Decided): void {
  if (request.status !== 'Pending')
    throw new Conflict(
      `#${id} was already ${request.status.toLowerCase()} by ${request.decided_by ?? 'the operator API'}.`,
    );
}

/** The desks read their queue again: a request given its first approval now waits for a second operator. */
export async function announceFirstApproval(tx: Sql, kind: 'deposits' | 'withdrawals', id: number): Promise<void> {
  await tx.query('select pg_notify($1, $2)', ['funds', JSON.stringify({ kind, id: Number(id), status: 'Pending' })]);
}
