import type { DepositDecidedAnswer, DepositPageAnswer, DepositRowAnswer } from '../../../contract/console/desks.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { consoleTime, paged, statusWord } from '../platform/console-format.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import {
  aboveThreshold,
  creditAboveThreshold,
  makerOf,
  refuseMakerAsSecond,
  refuseSharedToken,
} from '../platform/two-person.js';
import type { DeskListing } from './desk-filter.js';
import { auditFirstApproval, refuseDecidedAgain } from './desk-decision.js';
import { claimRequest, claimsOf, releaseRequest, settleClaim } from './desk-claims.js';
import { deskPage } from './desk-page.js';
import { credit, move } from '../wallet/ledger.js';

export type RequestStatus = 'Pending' | 'Completed' | 'Rejected';

/**
 * An unusual deposit amount, worked out from the deposits themselves: more than UNUSUAL_FACTOR
 * times the player's typical one (the median of their approved deposits, once they have
 * TYPICAL_HISTORY of them); for a player with fewer, above the UNUSUAL_PERCENTILE of the
 * deposits approved over the last UNUSUAL_DAYS (once there are UNUSUAL_SAMPLE of them). A
 * smaller amount than usual is no risk and is not marked. On a day's queue this marks a few
 * percent (tests/server/console-desk-claims.test.ts).
 */
export const UNUSUAL_FACTOR = 5;
export const TYPICAL_HISTORY = 3;
export const UNUSUAL_PERCENTILE = 0.99;
export const UNUSUAL_DAYS = 30;
export const UNUSUAL_SAMPLE = 50;

/** Whether `amount` is unusual beside the player's `typical` (null: too few deposits) or else the recent `high` (null: too few). */
export const unusualAmount = (amount: number, typical: number | null, high: number | null) =>
  typical !== null ? amount > typical * UNUSUAL_FACTOR : high !== null && amount > high;

interface LockedDeposit {
  id: number;
  user_id: number;
  amount: number;
  status: RequestStatus;
  decided_by: string | null;
  duplicate_of: number | null;
  mobile: string;
  first_approved_by: string | null;
  first_approved_by_id: string | null;
  first_approved_at: Date | null;
}

interface DepositRow {
  id: number;
  user_id: number;
  name: string;
  mobile: string;
  amount: number;
  utr: string;
  created_at: Date;
  status: RequestStatus;
  reason: string;
  decided_by: string | null;
  decided_at: Date | null;
  duplicate_of: number | null;
  screenshot_deleted_at: Date | null;
  utr_seen: boolean;
  typical: number | null;
  history: number;
  first_approved_by: string | null;
  first_approved_at: Date | null;
}

/** The cashier's deposit desk: the queue with its warnings, the proof, and each decision once. */
export class DepositDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Pending first, oldest on top (the player who paid first is served first) unless newest is
   * asked; filtered by status, amount and a search of the player's mobile and name and the UTR
   * (desk-filter.ts), counted with the same filter for paging (desk-page.ts). The warnings and
   * claims are worked out for the page's rows only.
   */
  async list({ page, order, ...filter }: DeskListing): Promise<DepositPageAnswer> {
    const { ids, total } = await deskPage(this.db, 'deposits', filter, page, order);
    return paged(await this.rows(ids), total, page);
  }

  /** A cashier's claim on a pending deposit they review, made or renewed (desk-claims.ts). */
  claim(actor: Actor, id: number) {
    return claimRequest(this.db, 'deposit', actor, id, this.clock.now());
  }

  /** Ends the cashier's claim on the deposit: their review closed. */
  release(actor: Actor, id: number) {
    return releaseRequest(this.db, 'deposit', actor, id);
  }

  /** The payment screenshot (its own table, migration 024): its bytes and their type. */
  async image(id: number): Promise<{ type: string; bytes: Buffer }> {
    const [row] = await this.db.query<{ type: string | null; bytes: Uint8Array | null; deleted: Date | null }>(
      `select s.type, s.bytes, d.screenshot_deleted_at as deleted
       from deposits d left join deposit_screenshots s on s.deposit_id = d.id where d.id = $1`,
      [id],
    );
    if (!row) throw new NotFound(`There is no deposit #${id}.`);
    if (row.deleted)
      throw new NotFound(
        `The screenshot of deposit #${id} was deleted on ${consoleTime(row.deleted)}, its keeping time over.`,
      );
    if (!row.type || !row.bytes) throw new NotFound(`Deposit #${id} has no screenshot.`);
    return { type: row.type, bytes: Buffer.from(row.bytes) };
  }

  /**
   * Approves (crediting the player) or rejects (with the reason the player reads). The request
   * is read under its lock: of two cashiers deciding at once, the second waits on the row and
   * then finds it decided, and is told by whom.
   *
   * Two-person control: an approval that moves more than the threshold, with what the same
   * operator moved to the player alone over the last day (creditedAlone), is the first of two.
   * The deposit stays pending (the player sees nothing change) until another named operator
   * approves it; then it is credited. Either may reject it meanwhile.
   *
   * A deposit marked as a duplicate of another (migration 012) is not approved while a
   * deposit with its UTR stands (pending or approved): one payment, one credit. Once that
   * one is rejected, approving the duplicate takes its place: the mark goes, and the UTR's
   * unique index holds it from then on.
   */
  async decide(
    actor: Actor,
    id: number,
    decision: 'approve' | 'reject',
    reason: string,
  ): Promise<DepositDecidedAnswer> {
    const status: RequestStatus = decision === 'approve' ? 'Completed' : 'Rejected';
    const now = this.clock.now();
    await this.db
      .transaction(async (tx) => {
        const [row] = await tx.query<LockedDeposit>(
          `select d.id, d.user_id, d.amount, d.status, d.decided_by, d.duplicate_of, u.mobile,
                  d.first_approved_by, d.first_approved_by_id, d.first_approved_at
           from deposits d join users u on u.id = d.user_id where d.id = $1 for update of d`,
          [id],
        );
        if (!row) throw new NotFound(`There is no deposit #${id}.`);
        refuseDecidedAgain(id, row);
        // Another cashier reviewing it decides it; the decision ends any claim on it.
        await settleClaim(tx, 'deposit', actor, id, now);
        const amount = Number(row.amount);
        const first =
          row.first_approved_by === null
            ? null
            : { id: row.first_approved_by_id, username: row.first_approved_by, at: row.first_approved_at };
        if (decision === 'approve') {
          await refuseStandingUtr(tx, id);
          // The player's row, as credits lock it: what one operator moved to them alone is counted in turn.
          await tx.query('select 1 from users where id = $1 for no key update', [row.user_id]);
          if (first) {
            refuseSharedToken(actor, `Approving deposit #${id} a second time`);
            await refuseMakerAsSecond(
              tx,
              actor,
              first,
              now,
              `You gave the first approval of deposit #${id}: a second operator must approve it, not you.`,
            );
          } else {
            const above = await creditAboveThreshold(tx, actor, Number(row.user_id), amount, now);
            if (above) {
              refuseSharedToken(
                actor,
                `Approving deposit #${id} (${aboveThreshold(above.threshold)} with what you moved to the player today)`,
              );
              await this.approveFirst(tx, actor, now, row, above.threshold, above.alone);
              return;
            }
          }
        }
        await tx.query(
          `update deposits d set status = $2, decided_at = $3, decided_by = $4, reason = $5,
             duplicate_of = case when $2::text = 'Completed' then null else d.duplicate_of end
           where d.id = $1`,
          [id, status, now, actor.username, reason],
        );
        if (decision === 'approve') {
          await move(tx, now, {
            userId: row.user_id,
            kind: 'deposit',
            remark: `Deposit #${id}`,
            ref: `deposit:${id}`,
            change: credit(amount),
          });
        }
        await audit(tx, now, actor, {
          action: `deposit.${decision}`,
          target: `deposit:${id}`,
          playerId: row.user_id,
          before: {
            status: 'pending',
            amountPaise: amount,
            player: row.mobile,
            ...(row.duplicate_of === null ? {} : { duplicateOf: Number(row.duplicate_of) }),
            // The first of two approvals, when there was one (two-person control).
            ...(first ? { firstApprovedBy: first.username, firstApprovedAt: consoleTime(first.at) } : {}),
          },
          after: { status: statusWord(status), ...(reason ? { reason } : {}) },
        });
      })
      .catch(async (error: unknown) => {
        // Two duplicates of one rejected deposit approved at once, or a new deposit with the UTR
        // sent while a duplicate is approved: the UTR's index refuses the later one, and the
        // cashier is told which deposit holds the UTR.
        if (!isUniqueViolation(error)) throw error;
        await refuseStandingUtr(this.db, id);
        throw error;
      });
    return { deposit: (await this.rows([id]))[0]! };
  }

  /**
   * The first of two approvals: kept on the deposit, which stays pending, audited
   * `deposit.approve-first`, and announced to the desks.
   */
  private async approveFirst(tx: Sql, actor: Actor, now: Date, row: LockedDeposit, threshold: number, alone: number) {
    const [by, username] = makerOf(actor);
    await tx.query(
      'update deposits set first_approved_by = $2, first_approved_by_id = $3, first_approved_at = $4 where id = $1',
      [row.id, username, by, now],
    );
    await auditFirstApproval(tx, now, actor, 'deposit', row, threshold, {
      // What the same operator moved to this player alone in the window before it: counted with it.
      ...(alone > 0 ? { creditedAloneBeforePaise: alone } : {}),
    });
  }

  /**
   * The deposits of `ids`, in that order, with what the desk warns of: the UTR on another
   * deposit (its index, deposits_utr) and the player's typical completed amount (their own
   * deposits, deposits_user_time).
   */
  private async rows(ids: number[]): Promise<DepositRowAnswer[]> {
    if (ids.length === 0) return [];
    const now = this.clock.now();
    const claims = await claimsOf(this.db, 'deposit', ids, now);
    const high = await this.recentHigh(now);
    const rows = await this.db.query<DepositRow>(
      `select d.id, d.user_id, u.name, u.mobile, d.amount, d.utr, d.created_at, d.status, d.reason, d.decided_by, d.decided_at,
         d.duplicate_of, d.screenshot_deleted_at, d.first_approved_by, d.first_approved_at,
         exists (select 1 from deposits o where upper(btrim(o.utr)) = upper(btrim(d.utr)) and o.id <> d.id) as utr_seen,
         typical.amount as typical, typical.n as history
       from deposits d join users u on u.id = d.user_id
         cross join lateral (select percentile_cont(0.5) within group (order by c.amount) as amount, count(*)::int as n
           from deposits c where c.user_id = d.user_id and c.status = 'Completed' and c.id <> d.id) typical
       where d.id = any($1::bigint[])
       order by array_position($1::bigint[], d.id)`,
      [ids],
    );
    return rows.map((r) => {
      const typical = r.typical === null ? null : Math.round(Number(r.typical));
      const unusual = unusualAmount(Number(r.amount), Number(r.history) >= TYPICAL_HISTORY ? typical : null, high);
      return {
        id: Number(r.id),
        player: { id: Number(r.user_id), name: r.name, mobile: r.mobile },
        amountPaise: Number(r.amount),
        utr: r.utr,
        createdAt: consoleTime(r.created_at),
        status: statusWord(r.status),
        reason: r.reason,
        decidedBy: r.decided_by,
        decidedAt: consoleTime(r.decided_at),
        duplicateOf: r.duplicate_of === null ? null : Number(r.duplicate_of),
        screenshotDeletedAt: consoleTime(r.screenshot_deleted_at),
        warnings: [
          ...(r.duplicate_of !== null ? ['utr-duplicate'] : r.utr_seen ? ['utr-seen-before'] : []),
          ...(unusual ? ['amount-unusual'] : []),
        ],
        typicalAmountPaise: typical,
        // Two-person control: a first approval given, waiting for a second operator's.
        firstApproval:
          r.status === 'Pending' && r.first_approved_by !== null
            ? { by: r.first_approved_by, at: consoleTime(r.first_approved_at) }
            : null,
        claimedBy: r.status === 'Pending' ? (claims.get(Number(r.id)) ?? null) : null,
      };
    });
  }

  /** The UNUSUAL_PERCENTILE of the deposits approved over the last UNUSUAL_DAYS, or null while they are fewer than UNUSUAL_SAMPLE. */
  private async recentHigh(now: Date): Promise<number | null> {
    const [row] = await this.db.query<{ high: number | null; n: number }>(
      `select percentile_cont($2::float8) within group (order by amount) as high, count(*)::int as n
       from deposits where status = 'Completed' and created_at >= $1`,
      [new Date(now.getTime() - UNUSUAL_DAYS * 86_400_000), UNUSUAL_PERCENTILE],
    );
    return row && Number(row.n) >= UNUSUAL_SAMPLE && row.high !== null ? Number(row.high) : null;
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Refuses to approve deposit `id` when another deposit with its UTR stands (pending or approved) in its place. */
async function refuseStandingUtr(tx: Sql, id: number): Promise<void> {
  const [holder] = await tx.query<{ id: number; status: RequestStatus }>(
    `select o.id, o.status from deposits d join deposits o
       on upper(btrim(o.utr)) = upper(btrim(d.utr)) and o.id <> d.id and o.status <> 'Rejected' and o.duplicate_of is null
     where d.id = $1 and d.status = 'Pending' and d.duplicate_of is not null`,
    [id],
  );
  if (holder)
    throw new Conflict(
      `#${id} is a duplicate UTR of #${holder.id}, which is ${statusWord(holder.status)}: one payment is credited once. Reject #${id}${holder.status === 'Pending' ? ` or decide #${holder.id} first` : ''}.`,
    );
}
