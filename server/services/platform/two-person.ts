import { indianRupees } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import type { Actor } from './actor.js';
import { stamp } from './clock.js';
import { Forbidden } from './console-refusals.js';

/** Two-person control over results: '1', a declaration or correction waits for a second results operator. */
export const TWO_PERSON_RESULTS_KEY = 'two_person_results';
/**
 * …and over money moved: a withdrawal, deposit approval, wallet credit or bonus of more than this many whole
 * rupees (a deposit, credit or bonus with what the same operator moved to the player alone over the last day)
 * needs a second approval (0: none).
 */
export const PAYOUT_THRESHOLD_KEY = 'two_person_payout_threshold';

/** The config key of a cashier's daily ceiling, in whole rupees; 0 (the default): cashiers cannot credit or debit wallets. */
export const CASHIER_CEILING_KEY = 'cashier_wallet_ceiling';

/** Who made a step that waits for a second operator, as the database keeps it. */
export interface Maker {
  /** The operator's id; null for the bearer-token API ('api-token'). */
  id: number | string | null;
  username: string;
}

/**
 * Whether the actor may be the maker: the same operator account. The shared OPERATOR_TOKEN is
 * no named person: whoever holds it may be anyone, the maker included, so on either side it
 * counts as the maker (sharedTokenRefusal says so before a step is made or confirmed).
 */
export function isMaker(actor: Actor, maker: Maker): boolean {
  if (actor.operatorId === null || maker.id === null) return true;
  return Number(actor.operatorId) === Number(maker.id);
}

/**
 * Two-person control needs two named people. The shared OPERATOR_TOKEN names no one (its holder
 * could be the console operator on the other side), so it may neither make a step that waits for
 * a second operator nor be that second: it is refused, pointing to the named paths.
 */
export function refuseSharedToken(actor: Actor, step: string): void {
  if (actor.operatorId === null)
    throw new Forbidden(
      `${step} needs two named operators, and the shared OPERATOR_TOKEN is no one's: use the console, or an operator's own API token (My account → API tokens).`,
    );
}

/** The maker of a step as stored: id, username, role. */
export const makerOf = (actor: Actor) => [actor.operatorId, actor.username, actor.role] as const;

async function configValue(db: Sql, key: string): Promise<string> {
  const [row] = await db.query<{ value: string }>('select value from config where key = $1', [key]);
  return (row?.value ?? '').trim();
}

/** Whether results need a second results operator now (read in the caller's transaction). */
export async function twoPersonResults(db: Sql): Promise<boolean> {
  return (await configValue(db, TWO_PERSON_RESULTS_KEY)) === '1';
}

/** A payout threshold setting (whole rupees) in paise, or null for none ('', 0, or unreadable). */
export function thresholdPaise(text: string | undefined): number | null {
  const rupees = /^\d{1,8}$/.test((text ?? '').trim()) ? Number((text ?? '').trim()) : 0;
  return rupees > 0 ? rupees * 100 : null;
}

/** The payout threshold in paise, or null when no payout needs a second approval. */
export async function payoutThreshold(db: Sql): Promise<number | null> {
  return thresholdPaise(await configValue(db, PAYOUT_THRESHOLD_KEY));
}

/**
 * For this many days after an operator makes an account, it may not be the second person of
 * their steps: a day, as a loosening of two-person control waits, so a new account (in the audit
 * trail and the operator list) is seen before it can stand in for a second person.
 */
export const NEW_ACCOUNT_DAYS = 1;

/**
 * An account an operator made is not, in its first NEW_ACCOUNT_DAYS, the second person of that
 * operator's steps: an owner who made a second account could otherwise confirm their own pending
 * result with it seconds later. The console's operator list says who made each account.
 */
export async function refuseMakersNewAccount(tx: Sql, actor: Actor, maker: Maker, now: Date): Promise<void> {
  if (actor.operatorId === null || maker.id === null) return;
  const [row] = await tx.query<{ created_by_id: string | null; created_at: Date }>(
    'select created_by_id, created_at from operators where id = $1',
    [actor.operatorId],
  );
  if (!row || row.created_by_id === null || Number(row.created_by_id) !== Number(maker.id)) return;
  const until = new Date(new Date(row.created_at).getTime() + NEW_ACCOUNT_DAYS * 86_400_000);
  if (now < until)
    throw new Forbidden(
      `${maker.username} made your account on ${stamp(row.created_at)}: until ${stamp(until)} it may not be the second person of their steps. Another operator must be.`,
    );
}

/**
 * The second approval of a maker's step: refused to the maker themself (`refusal` says so) and,
 * in its first day, to an account the maker made.
 */
export async function refuseMakerAsSecond(
  tx: Sql,
  actor: Actor,
  maker: Maker,
  now: Date,
  refusal: string,
): Promise<void> {
  await refuseMakersNewAccount(tx, actor, maker, now);
  if (isMaker(actor, maker)) throw new Forbidden(refusal);
}

/** The window over which the threshold counts what one operator credited one player alone. */
export const CREDIT_WINDOW_HOURS = 24;

/**
 * What one operator moved to one player alone over the last CREDIT_WINDOW_HOURS: deposits they
 * approved, wallet credits and bonuses that went through at once (not those a second operator
 * approved), from the audit trail, read under the player's row lock, so two at once are counted
 * one after the other. The threshold counts this with a new one: ₹5,000 and ₹5,000 to one player,
 * or a deposit and a credit, are ₹10,000 moved by one person, however they are split.
 */
export async function creditedAlone(tx: Sql, actor: Actor, playerId: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ paise: string }>(
    `select coalesce(sum(coalesce(after->>'amountPaise', before->>'amountPaise')::bigint), 0) as paise from audit
     where player_id = $1 and action in ('player.adjust', 'player.bonus', 'deposit.approve') and at > $2
       and (operator_id = $3 or (operator_id is null and $3::bigint is null and operator = $4))
       and after->>'askedBy' is null and before->>'firstApprovedBy' is null
       and coalesce(after->>'amountPaise', before->>'amountPaise')::bigint > 0`,
    [playerId, new Date(now.getTime() - CREDIT_WINDOW_HOURS * 3_600_000), actor.operatorId, actor.username],
  );
  return Number(row?.paise ?? 0);
}

/**
 * A credit of `paise` to a player that, with what the actor moved to them alone in the window,
 * needs a second approval: the threshold and what was moved alone before it (null when it does not).
 */
export async function creditAboveThreshold(
  tx: Sql,
  actor: Actor,
  playerId: number,
  paise: number,
  now: Date,
): Promise<{ threshold: number; alone: number } | null> {
  const threshold = await payoutThreshold(tx);
  if (threshold === null) return null;
  const alone = await creditedAlone(tx, actor, playerId, now);
  return needsSecond(alone + paise, threshold) ? { threshold, alone } : null;
}

/** Whether an amount (paise) needs a second approval under the threshold (paise, or null for none). */
export const needsSecond = (paise: number, threshold: number | null) => threshold !== null && paise > threshold;

/** "above ₹50,000.00 (Settings, two_person_payout_threshold)": why a payout waits, in refusals and answers. */
export const aboveThreshold = (threshold: number) =>
  `above ${indianRupees(threshold)} (Settings, ${PAYOUT_THRESHOLD_KEY})`;
