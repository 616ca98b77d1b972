import type { Sql } from '../../db/database.js';
import { Refusal } from '../platform/refusal.js';

/** What a blocked player is told, with the operator's reason. */
export const blockedWords = (reason: string | null) =>
  `Your account is blocked: ${(reason ?? '').replace(/[.\s]+$/, '') || 'no reason given'}. Contact support.`;

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
  if (row) throw new Refusal(blockedWords(row.blocked_reason));
}
