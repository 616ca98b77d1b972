import {
  indianRupees,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  walletString,
  type LimitKind,
  type LimitPeriod,
  type MessageKey,
} from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { stamp } from '../platform/clock.js';
import { periodBounds } from '../platform/limit-periods.js';
import { KeyedRefusal } from '../platform/refusal.js';

export interface WindowRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | number | null;
  pending_amount: string | number | null;
  pending_removal: boolean;
  pending_from: Date | null;
}

const paiseOf = (value: string | number | null) => (value === null ? null : Number(value));

/** The limit in force at `now`: a waiting raise or removal counts once its 24 hours are over. */
export function limitAt(row: WindowRow | undefined, now: Date): number | null {
  if (!row) return null;
  if (row.pending_from && row.pending_from <= now) return row.pending_removal ? null : paiseOf(row.pending_amount);
  return paiseOf(row.amount);
}

export async function windowRows(db: Sql, userId: number): Promise<WindowRow[]> {
  return db.query<WindowRow>(
    `select kind, period, amount, pending_amount, pending_removal, pending_from
     from self_limit_windows where user_id = $1`,
    [userId],
  );
}

/**
 * What the player used in the period holding `now`: deposits asked for, stakes, net loss.
 * Only the kinds asked for are summed (place-bet reads no deposits; a deposit request no bets).
 */
export async function usedIn(
  db: Sql,
  userId: number,
  period: LimitPeriod,
  now: Date,
  kinds: readonly LimitKind[] = LIMIT_KINDS,
): Promise<Record<LimitKind, number>> {
  const [start, end] = periodBounds(period, now);
  const used = { deposit: 0, stake: 0, loss: 0 };
  if (kinds.includes('stake') || kinds.includes('loss')) {
    // A voided bid was refunded: it counts for nothing. A bid not yet settled counts as lost.
    const [bets] = await db.query<{ staked: string | number; lost: string | number }>(
      `select coalesce(sum(amount), 0) as staked, coalesce(sum(amount - payout), 0) as lost from bets
       where user_id = $1 and created_at >= $2 and created_at < $3 and status <> 'VOIDED'`,
      [userId, start, end],
    );
    used.stake = Number(bets!.staked);
    used.loss = Number(bets!.lost);
  }
  if (kinds.includes('deposit')) {
    // A rejected request brought nothing in; a pending one counts until it is rejected.
    const [deposits] = await db.query<{ asked: string | number }>(
      `select coalesce(sum(amount), 0) as asked from deposits
       where user_id = $1 and created_at >= $2 and created_at < $3 and status <> 'Rejected'`,
      [userId, start, end],
    );
    used.deposit = Number(deposits!.asked);
  }
  return used;
}

/** The refusal naming the window that ran out, with its figures. */
function limitRefusal(kind: LimitKind, period: LimitPeriod, limit: number, left: number): KeyedRefusal {
  const values = { limit: indianRupees(limit), left: indianRupees(left) };
  // The day's stake limit keeps the words of the first daily stake limit, which older apps already show.
  if (kind === 'stake' && period === 'day') return new KeyedRefusal('dailyStakeLimitReached', values);
  return new KeyedRefusal(`limitLeft_${kind}_${period}` as MessageKey, values);
}

/** A limit in force with what its window still allows, and when that window ends. */
export interface WindowLeft {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  left: number;
  /** The first moment of the next window, when the limit allows its whole amount again. */
  ends: Date;
}

/** Of the player's limits of these kinds in force at `now`, the one with the least left; undefined when none. */
export async function tightestWindow(
  db: Sql,
  userId: number,
  kinds: readonly LimitKind[],
  now: Date,
): Promise<WindowLeft | undefined> {
  const limits = (await windowRows(db, userId))
    .filter((row) => kinds.includes(row.kind))
    .map((row) => ({ row, limit: limitAt(row, now) }))
    .filter((entry): entry is { row: WindowRow; limit: number } => entry.limit !== null);
  let tightest: WindowLeft | undefined;
  const used = new Map<LimitPeriod, Record<LimitKind, number>>();
  for (const { row, limit } of limits) {
    if (!used.has(row.period)) used.set(row.period, await usedIn(db, userId, row.period, now, kinds));
    const left = Math.max(0, limit - used.get(row.period)![row.kind]);
    if (!tightest || left < tightest.left)
      tightest = { kind: row.kind, period: row.period, limit, left, ends: periodBounds(row.period, now)[1] };
  }
  return tightest;
}

/**
 * Refuses `paise` more of these kinds when a limit of the player's would pass: of all the
 * limits that apply, the one with the least left is named. The caller holds the player's
 * self_limits row lock, so two requests at once are judged one after the other.
 */
export async function refuseOverWindows(
  tx: Sql,
  userId: number,
  kinds: readonly LimitKind[],
  paise: number,
  now: Date,
): Promise<void> {
  const tightest = await tightestWindow(tx, userId, kinds, now);
  if (tightest && paise > tightest.left)
    throw limitRefusal(tightest.kind, tightest.period, tightest.limit, tightest.left);
}

/** Every limit as the self-limits answer lists it: rupees, '' for none; 'none' next for a removal. */
export async function limitsAnswer(db: Sql, userId: number, now: Date) {
  const rows = await windowRows(db, userId);
  const answer = [];
  for (const period of LIMIT_PERIODS) {
    const used = await usedIn(db, userId, period, now);
    for (const kind of LIMIT_KINDS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const limit = limitAt(row, now);
      const waiting = row?.pending_from && row.pending_from > now ? row : undefined;
      answer.push({
        kind,
        period,
        limit: limit === null ? '' : walletString(limit),
        used: walletString(Math.max(0, used[kind])),
        next: !waiting ? '' : waiting.pending_removal ? 'none' : walletString(paiseOf(waiting.pending_amount)!),
        from: waiting ? stamp(waiting.pending_from!) : '',
      });
    }
  }
  return answer;
}
