import type { LimitKind, LimitPeriod, MessageKey, RealityCheckMinutes } from 'matka-core/player';
import type { Database, Sql } from '../../db/database.js';
import type { Player } from './accounts.js';
import { addMarketMonths, stamp, type Clock } from '../platform/clock.js';
import { KeyedRefusal } from '../platform/refusal.js';
import { limitAt, limitsAnswer, refuseOverWindows, type WindowRow } from './limit-windows.js';
import type { CoolOffPeriod, ExclusionPeriod } from '../../../contract/player/self-limit-periods.js';
import type { SelfLimitsAnswer } from '../../../contract/player/funds.js';

const HOUR_MS = 60 * 60_000;
/** A raise (or removal) of a limit waits this long: a limit is not lifted on a losing streak. */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
const COOL_OFF_MS: Readonly<Record<CoolOffPeriod, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};
const EXCLUSION_MONTHS: Readonly<Record<Exclude<ExclusionPeriod, 'permanent'>, number>> = { '6m': 6, '1y': 12 };

interface Row {
  cool_off_until: Date | null;
  excluded_until: Date | null;
  excluded_for_good: boolean;
  reality_check_minutes?: number | null;
}

const isAfter = (moment: Date | null, now: Date) => moment !== null && moment > now;

/** What a self-excluded player is told. */
function excludedRefusal(row: Row): KeyedRefusal {
  return row.excluded_for_good
    ? new KeyedRefusal('selfExcludedForGood')
    : new KeyedRefusal('selfExcludedUntil', { until: stamp(row.excluded_until!) });
}

async function lockedRow(tx: Sql, userId: number): Promise<Row | undefined> {
  const [row] = await tx.query<Row>(
    'select cool_off_until, excluded_until, excluded_for_good from self_limits where user_id = $1 for update',
    [userId],
  );
  return row;
}

function isExcluded(row: Row, now: Date): boolean {
  return row.excluded_for_good || isAfter(row.excluded_until, now);
}

/**
 * place-bet's check, inside its transaction: no bet during a cool-off or a self-exclusion, and
 * no slip that takes a day's, week's or month's stakes or net loss past its limit. The player's
 * row is locked first, so two slips at once are summed one after the other: together they
 * cannot pass a limit.
 */
export async function refuseOverSelfLimits(tx: Sql, userId: number, slipPaise: number, now: Date): Promise<void> {
  const row = await lockedRow(tx, userId);
  if (!row) return;
  if (isExcluded(row, now)) throw excludedRefusal(row);
  if (isAfter(row.cool_off_until, now)) throw new KeyedRefusal('coolOffActive', { until: stamp(row.cool_off_until!) });
  // A slip not yet settled may all be lost: it counts in full against a loss limit.
  await refuseOverWindows(tx, userId, ['stake', 'loss'], slipPaise, now);
}

/** deposit's check, inside its transaction, under the same row lock: no request past a deposit limit. */
export async function refuseOverDepositLimits(tx: Sql, userId: number, paise: number, now: Date): Promise<void> {
  if (!(await lockedRow(tx, userId))) return;
  await refuseOverWindows(tx, userId, ['deposit'], paise, now);
}

/** Deposits and transfers out are closed to a self-excluded player (withdrawals stay open). */
export async function refuseIfSelfExcluded(db: Sql, userId: number, now: Date): Promise<void> {
  const [row] = await db.query<Row>('select excluded_until, excluded_for_good from self_limits where user_id = $1', [
    userId,
  ]);
  if (row && isExcluded(row, now)) throw excludedRefusal(row);
}

/** Why something is paused for the player, as a catalogue key and its values (its end). */
export interface PauseWords {
  message_key: MessageKey;
  message_values?: Record<string, string | number>;
}

/** A self-exclusion or a break standing at `now`, in the words the player reads; undefined when neither. */
export async function bettingPauseOf(db: Sql, userId: number, now: Date): Promise<PauseWords | undefined> {
  const [row] = await db.query<Row>(
    'select cool_off_until, excluded_until, excluded_for_good from self_limits where user_id = $1',
    [userId],
  );
  if (!row) return undefined;
  if (isExcluded(row, now)) {
    const refusal = excludedRefusal(row);
    return { message_key: refusal.key, ...(refusal.values ? { message_values: refusal.values } : {}) };
  }
  if (isAfter(row.cool_off_until, now))
    return { message_key: 'coolOffActive', message_values: { until: stamp(row.cool_off_until!) } };
  return undefined;
}

/** The calls a player makes about their own limits (self-limits, daily-limit, cool-off, self-exclusion). */
export class SelfLimits {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Why the player may not bet now (a self-exclusion or a break), as a catalogue key with its
   * end, for home to say so before any board opens; undefined when they may.
   */
  bettingPause(player: Pick<Player, 'id'>): Promise<PauseWords | undefined> {
    return bettingPauseOf(this.db, player.id, this.clock.now());
  }

  /** The limits in force, raises waiting for their 24 hours, and what each window used. */
  async state(player: Pick<Player, 'id'>) {
    const now = this.clock.now();
    const [row] = await this.db.query<Row>(
      'select cool_off_until, excluded_until, excluded_for_good, reality_check_minutes from self_limits where user_id = $1',
      [player.id],
    );
    const limits = await limitsAnswer(this.db, player.id, now);
    const stakeDay = limits.find((l) => l.kind === 'stake' && l.period === 'day')!;
    return {
      success: true,
      // The daily stake limit's first fields, kept for older apps: the day window of the stake limit.
      daily_limit: stakeDay.limit,
      staked_today: stakeDay.used,
      /** The limit from daily_limit_from on: rupees, or 'none' for a removal. */
      daily_limit_next: stakeDay.next,
      daily_limit_from: stakeDay.from,
      limits,
      cool_off_until: row && isAfter(row.cool_off_until, now) ? stamp(row.cool_off_until!) : '',
      excluded_until: row && isAfter(row.excluded_until, now) ? stamp(row.excluded_until!) : '',
      excluded_for_good: row?.excluded_for_good ?? false,
      /** Minutes between reality checks, 0 for off. */
      reality_check: row?.reality_check_minutes ?? 0,
    } satisfies SelfLimitsAnswer;
  }

  /** The player's own choice only: 0 turns the reality check off. */
  async setRealityCheck(player: Player, minutes: RealityCheckMinutes): Promise<SelfLimitsAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await rowFor(tx, player.id, now);
      await tx.query('update self_limits set reality_check_minutes = $2, updated_at = $3 where user_id = $1', [
        player.id,
        minutes === 0 ? null : minutes,
        now,
      ]);
    });
    return this.state(player);
  }

  /** A lower limit holds at once; a higher one, or none, only after 24 hours (until then the old one holds). */
  async setLimit(
    player: Player,
    kind: LimitKind,
    period: LimitPeriod,
    paise: number | null,
  ): Promise<SelfLimitsAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await rowFor(tx, player.id, now);
      const current = await limitInForce(tx, player.id, kind, period, now);
      const lowers = paise !== null && (current === null || paise <= current);
      const [amount, pending, removal, from] = lowers
        ? [paise, null, false, null]
        : current !== null
          ? [current, paise, paise === null, new Date(now.getTime() + RAISE_DELAY_MS)]
          : [null, null, false, null];
      await writeLimit(tx, player.id, kind, period, { amount, pending, removal, from });
    });
    return this.state(player);
  }

  /** No bets for the period; a cool-off already running longer is kept (never shortened). */
  async coolOff(player: Player, period: CoolOffPeriod): Promise<SelfLimitsAnswer> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + COOL_OFF_MS[period]);
    await this.db.transaction(async (tx) => {
      await rowFor(tx, player.id, now);
      await tx.query(
        `update self_limits set cool_off_until = greatest(coalesce(cool_off_until, $2), $2), updated_at = $3 where user_id = $1`,
        [player.id, until, now],
      );
    });
    return this.state(player);
  }

  /** No bets, deposits or transfers out for 6 months, a year, or for good; never shortened. */
  async exclude(player: Player, period: ExclusionPeriod): Promise<SelfLimitsAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await rowFor(tx, player.id, now);
      await excludeIn(tx, player.id, period, now);
    });
    return this.state(player);
  }
}

/** The player's row, made when missing, locked: changes to one player's limits go one at a time. */
export async function rowFor(tx: Sql, userId: number, now: Date): Promise<void> {
  await tx.query('insert into self_limits (user_id, updated_at) values ($1, $2) on conflict (user_id) do nothing', [
    userId,
    now,
  ]);
  await lockedRow(tx, userId);
}

/** The limit of this kind and period in force at `now` (paise), null for none. */
export async function limitInForce(
  tx: Sql,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
): Promise<number | null> {
  const [row] = await tx.query<WindowRow>(
    `select kind, period, amount, pending_amount, pending_removal, pending_from
     from self_limit_windows where user_id = $1 and kind = $2 and period = $3`,
    [userId, kind, period],
  );
  return limitAt(row, now);
}

/** Writes one limit: the amount in force and a waiting change, if any. */
export async function writeLimit(
  tx: Sql,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  limit: { amount: number | null; pending: number | null; removal: boolean; from: Date | null },
): Promise<void> {
  await tx.query(
    `insert into self_limit_windows (user_id, kind, period, amount, pending_amount, pending_removal, pending_from)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, kind, period) do update set amount = $4, pending_amount = $5, pending_removal = $6, pending_from = $7`,
    [userId, kind, period, limit.amount, limit.pending, limit.removal, limit.from],
  );
}

/** When an exclusion of `period` from `now` ends: null for one for good. */
export function exclusionEnd(period: ExclusionPeriod, now: Date): Date | null {
  return period === 'permanent' ? null : addMarketMonths(now, EXCLUSION_MONTHS[period]);
}

/** Excludes the player (row locked by rowFor) for the period; a longer exclusion is kept. */
export async function excludeIn(tx: Sql, userId: number, period: ExclusionPeriod, now: Date): Promise<void> {
  const until = exclusionEnd(period, now);
  if (until === null) {
    await tx.query(`update self_limits set excluded_for_good = true, updated_at = $2 where user_id = $1`, [
      userId,
      now,
    ]);
    return;
  }
  await tx.query(
    `update self_limits set excluded_until = greatest(coalesce(excluded_until, $2), $2), updated_at = $3 where user_id = $1`,
    [userId, until, now],
  );
}
