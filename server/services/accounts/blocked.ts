import type { Sql } from '../../db/database.js';
import { KeyedRefusal } from '../platform/refusal.js';

/**
 * Refuses a blocked player's login, bet, transfer or withdrawal. Inside a transaction the
 * player's row is share-locked, so a block being written at the same moment goes first or
 * waits for this one to finish: nothing slips through after a block commits.
 */
export async function refuseIfBlocked(db: Sql, userId: number): Promise<void> {
  const [row] = await db.query<{ blocked_reason: string | null }>(
    'select blocked_reason from users where id = $1 and blocked_at is not null for share',
    [userId],
  );
  if (!row) return;
  // The operator's reason is their own words; the rest is worded in the player's language.
  const reason = (row.blocked_reason ?? '').replace(/[.\s]+$/, '');
  throw reason ? new KeyedRefusal('accountBlocked', { reason }) : new KeyedRefusal('accountBlockedNoReason');
}
