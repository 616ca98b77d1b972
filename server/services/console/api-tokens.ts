import type {
  ApiTokenAnswer,
  ApiTokenCreatedAnswer,
  ApiTokenListAnswer,
  ApiTokenRevokedAnswer,
} from '../../../contract/console/sessions.js';
import type { Database } from '../../db/database.js';
import type { Actor, Role } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import { stamp, type Clock } from '../platform/clock.js';
import { NotFound } from '../platform/console-refusals.js';
import { newToken, sha256 } from '../platform/passwords.js';
import { Refusal } from '../platform/refusal.js';

/** A token's prefix: tells an operator's own token from the shared OPERATOR_TOKEN at a glance. */
export const OPERATOR_TOKEN_PREFIX = 'mko_';

/** At most this many live tokens per operator: one per script or machine, not one per call. */
export const MAX_TOKENS_PER_OPERATOR = 10;
/** The revoked tokens the list shows besides the live ones, newest first. */
const REVOKED_LISTED = 20;

interface TokenRow {
  id: string;
  label: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const viewOf = (row: TokenRow): ApiTokenAnswer => ({
  id: Number(row.id),
  label: row.label,
  createdAt: stamp(row.created_at),
  lastUsedAt: row.last_used_at ? stamp(row.last_used_at) : null,
  revokedAt: row.revoked_at ? stamp(row.revoked_at) : null,
  revokedBy: row.revoked_by,
});

/**
 * Operators' own bearer tokens for the operator API. A call with one acts as its operator:
 * that operator's role decides what it may call, the audit trail names them, and two-person
 * control counts them as that one person (never as a second). Each operator creates and
 * revokes their own in the console; a disabled operator's tokens stop working with the
 * account. Only the hash is stored; the token is shown once.
 */
export class ApiTokens {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The live tokens (at most MAX_TOKENS_PER_OPERATOR), then the newest revoked ones: revoked tokens pile up, the list does not. */
  async list(actor: Actor): Promise<ApiTokenListAnswer> {
    const rows = await this.db.query<TokenRow>(
      `select id, label, created_at, last_used_at, revoked_at, revoked_by from operator_api_tokens
       where operator_id = $1 order by revoked_at is not null, id desc limit $2`,
      [actor.operatorId, MAX_TOKENS_PER_OPERATOR + REVOKED_LISTED],
    );
    return { tokens: rows.map(viewOf) };
  }

  async create(actor: Actor, label: string): Promise<ApiTokenCreatedAnswer> {
    if (actor.operatorId === null) throw new Refusal('Only a named operator has tokens of their own.');
    const token = `${OPERATOR_TOKEN_PREFIX}${newToken()}`;
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // The operator's row under its lock: two creations at once cannot pass the cap together.
      await tx.query('select 1 from operators where id = $1 for update', [actor.operatorId]);
      const [live] = await tx.query<{ n: number }>(
        'select count(*)::int as n from operator_api_tokens where operator_id = $1 and revoked_at is null',
        [actor.operatorId],
      );
      if (Number(live!.n) >= MAX_TOKENS_PER_OPERATOR)
        throw new Refusal(`You have ${MAX_TOKENS_PER_OPERATOR} tokens: revoke one you no longer use first.`);
      const [row] = await tx.query<TokenRow>(
        `insert into operator_api_tokens (operator_id, label, token_hash, created_at) values ($1, $2, $3, $4)
         returning id, label, created_at, last_used_at, revoked_at, revoked_by`,
        [actor.operatorId, label, sha256(token), now],
      );
      await audit(tx, now, actor, {
        action: 'operator.token-create',
        target: `operator:${actor.username}`,
        after: { id: Number(row!.id), label },
      });
      return { token, created: viewOf(row!) };
    });
  }

  async revoke(actor: Actor, id: number): Promise<ApiTokenRevokedAnswer> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<TokenRow>(
        `update operator_api_tokens set revoked_at = coalesce(revoked_at, $3), revoked_by = coalesce(revoked_by, $4)
         where id = $1 and operator_id = $2 returning id, label, created_at, last_used_at, revoked_at, revoked_by`,
        [id, actor.operatorId, now, actor.username],
      );
      if (!row) throw new NotFound(`You have no token #${id}.`);
      await audit(tx, now, actor, {
        action: 'operator.token-revoke',
        target: `operator:${actor.username}`,
        before: { id, label: row.label },
      });
      return { revoked: viewOf(row) };
    });
  }

  /** The operator a bearer token belongs to, as the actor of the call; undefined for no live token. */
  async actorOf(token: string, address: string): Promise<Actor | undefined> {
    if (!token.startsWith(OPERATOR_TOKEN_PREFIX)) return undefined;
    const [row] = await this.db.query<{ id: string; operator_id: string; username: string; role: Role }>(
      `update operator_api_tokens t set last_used_at = $2 from operators o
       where t.token_hash = $1 and t.revoked_at is null and o.id = t.operator_id and not o.disabled
       returning t.id, o.id as operator_id, o.username, o.role`,
      [sha256(token), this.clock.now()],
    );
    if (!row) return undefined;
    return { operatorId: Number(row.operator_id), username: row.username, role: row.role, address };
  }
}
