import type { Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
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

/** A request as its first approval is audited. */
interface Requested {
  id: number;
  user_id: number;
  amount: number;
  mobile: string;
}

/**
 * The first of two approvals, kept on the request: audited `<noun>.approve-first` (still pending,
 * above `threshold`, with `more` of what it says), and announced to the desks, which read their
 * queue again: the request now waits for a second operator.
 */
export async function auditFirstApproval(
  tx: Sql,
  now: Date,
  actor: Actor,
  noun: 'deposit' | 'withdrawal',
  row: Requested,
  threshold: number,
  more: Record<string, unknown>,
): Promise<void> {
  await audit(tx, now, actor, {
    action: `${noun}.approve-first`,
    target: `${noun}:${row.id}`,
    playerId: row.user_id,
    before: { status: 'pending', amountPaise: Number(row.amount), player: row.mobile },
    after: { status: 'pending', thresholdPaise: threshold, ...more },
  });
  await tx.query('select pg_notify($1, $2)', [
    'funds',
    JSON.stringify({ kind: `${noun}s`, id: Number(row.id), status: 'Pending' }),
  ]);
}
