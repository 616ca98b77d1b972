import type { Sql } from '../../db/database.js';
import type { Actor } from './actor.js';

/** An actor, or for a failed sign-in the username typed and no role. */
export type AuditActor = Omit<Actor, 'role'> & { role: Actor['role'] | '' };

export interface AuditEntry {
  /** 'sign-in', 'deposit.approve', 'player.block', … */
  action: string;
  /** 'deposit:12', 'player:9876543210', 'operator:asha', … */
  target?: string;
  /** The player concerned, so the trail can be filtered by player. */
  playerId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit trail, in the caller's transaction where there is one, so
 * an action and its record commit together. The table refuses changes and removals.
 */
export async function audit(db: Sql, at: Date, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into audit (at, operator_id, operator, role, action, target, player_id, before, after, address)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      at,
      actor.operatorId,
      actor.username,
      actor.role,
      entry.action,
      entry.target ?? '',
      entry.playerId ?? null,
      json(entry.before),
      json(entry.after),
      actor.address.slice(0, 64),
    ],
  );
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
