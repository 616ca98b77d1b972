import type { DeskClaimAnswer } from '../../../contract/console/desks.js';
import type { Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { consoleTime } from '../platform/console-format.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import { refuseDecidedAgain } from './desk-decision.js';

/**
 * How long a claim holds without renewal: a review left open renews it well before (the
 * console every 30 s); a closed tab or a lost connection lets it go after this.
 */
export const CLAIM_MS = 2 * 60_000;

export type ClaimDesk = 'deposit' | 'withdrawal';

const tableOf = (desk: ClaimDesk) => (desk === 'deposit' ? 'deposits' : 'withdrawals');

/**
 * Claims pending request `id` of `desk` for `actor` (migration 039), or renews their claim, for
 * CLAIM_MS from `now`. One statement decides between two cashiers claiming at once: the
 * insert of the one, and the other's update, which takes an expired claim or one of its own
 * only. Refused (409) when another cashier's claim stands, naming them; a decided request is
 * not claimed (409, naming who decided it).
 */
export async function claimRequest(
  db: Sql,
  desk: ClaimDesk,
  actor: Actor,
  id: number,
  now: Date,
): Promise<DeskClaimAnswer> {
  const [request] = await db.query<{ status: string; decided_by: string | null }>(
    `select status, decided_by from ${tableOf(desk)} where id = $1`,
    [id],
  );
  if (!request) throw new NotFound(`There is no ${desk} #${id}.`);
  refuseDecidedAgain(id, request);
  const until = new Date(now.getTime() + CLAIM_MS);
  const [claimed] = await db.query<{ claimed_until: Date }>(
    `insert into desk_claims (desk, request_id, claimed_by, claimed_until) values ($1, $2, $3, $4)
     on conflict (desk, request_id) do update set claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
       where desk_claims.claimed_by = excluded.claimed_by or desk_claims.claimed_until <= $5
     returning claimed_until`,
    [desk, id, actor.username, until, now],
  );
  if (claimed) return { id, claimedBy: actor.username, claimedUntil: consoleTime(claimed.claimed_until) };
  const holder = await claimHolder(db, desk, id, now);
  throw new Conflict(
    holder
      ? `#${id} is being reviewed by ${holder.by} (claimed until ${consoleTime(holder.until)}).`
      : `#${id} was claimed by another cashier a moment ago.`,
  );
}

/** Ends `actor`'s claim on request `id` (the review closed or moved on); another's claim stays. */
export async function releaseRequest(
  db: Sql,
  desk: ClaimDesk,
  actor: Actor,
  id: number,
): Promise<{ released: boolean }> {
  const rows = await db.query<{ request_id: number }>(
    'delete from desk_claims where desk = $1 and request_id = $2 and claimed_by = $3 returning request_id',
    [desk, id, actor.username],
  );
  return { released: rows.length > 0 };
}

async function claimHolder(db: Sql, desk: ClaimDesk, id: number, now: Date) {
  const [row] = await db.query<{ claimed_by: string; claimed_until: Date }>(
    'select claimed_by, claimed_until from desk_claims where desk = $1 and request_id = $2 and claimed_until > $3',
    [desk, id, now],
  );
  return row ? { by: row.claimed_by, until: row.claimed_until } : undefined;
}

/**
 * In a decision's transaction, under the request's lock: refused while another cashier's
 * claim on it stands; otherwise the claim (any) ends with the decision.
 */
export async function settleClaim(tx: Sql, desk: ClaimDesk, actor: Actor, id: number, now: Date): Promise<void> {
  const holder = await claimHolder(tx, desk, id, now);
  if (holder && holder.by !== actor.username)
    throw new Conflict(
      `#${id} is being reviewed by ${holder.by}: they decide it, or their claim ends at ${consoleTime(holder.until)}.`,
    );
  await tx.query('delete from desk_claims where desk = $1 and request_id = $2', [desk, id]);
}

/** Who holds a standing claim on each of `ids` (request id to username). */
export async function claimsOf(db: Sql, desk: ClaimDesk, ids: number[], now: Date): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ request_id: number; claimed_by: string }>(
    'select request_id, claimed_by from desk_claims where desk = $1 and request_id = any($2::bigint[]) and claimed_until > $3',
    [desk, ids, now],
  );
  return new Map(rows.map((r) => [Number(r.request_id), r.claimed_by]));
}

/** How many pending requests of each desk are claimed now (the desks' live counts mark them). */
export async function claimedCounts(db: Sql, now: Date): Promise<{ deposits: number; withdrawals: number }> {
  const [row] = await db.query<{ deposits: number; withdrawals: number }>(
    `select count(*) filter (where desk = 'deposit')::int as deposits, count(*) filter (where desk = 'withdrawal')::int as withdrawals
     from desk_claims where claimed_until > $1`,
    [now],
  );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}
