import { indianRupees, walletString } from '../../../core/index.js';
import type { CoolOffPeriod, ExclusionPeriod } from '../../commands/self-limit-commands.js';
import type { Database, Sql } from '../../db/database.js';
import type { Player } from './accounts.js';
import { dayBounds, stamp, type Clock } from '../platform/clock.js';
import { KeyedRefusal } from '../platform/refusal.js';

const HOUR_MS = 60 * 60_000;
/** A raise (or removal) of the daily limit waits this long: a limit is not lifted on a losing streak. */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
const COOL_OFF_MS: Readonly<Record<CoolOffPeriod, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};
const EXCLUSION_MONTHS: Readonly<Record<Exclude<ExclusionPeriod, 'permanent'>, number>> = { '6m': 6, '1y': 12 };

interface Row {
  daily_stake: string | number | null;
  pending_daily_stake: string | number | null;
  pending_removal: boolean;
  pending_from: Date | null;
  cool_off_until: Date | null;
  excluded_until: Date | null;
  excluded_for_good: boolean;
}

const paiseOf = (value: string | number | null) => (value === null ? null : Number(value));

/** The daily limit in force at `now`: a waiting raise or removal counts once its 24 hours are over. */
function dailyLimitAt(row: Row, now: Date): number | null {
  if (row.pending_from && row.pending_from <= now) return row.pending_removal ? null : paiseOf(row.pending_daily_stake);
  return paiseOf(row.daily_stake);
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
    `select daily_stake, pending_daily_stake, pending_removal, pending_from, cool_off_until, excluded_until, excluded_for_good
     from self_limits where user_id = $1 for update`,
    [userId],
  );
  return row;
}

function isExcluded(row: Row, now: Date): boolean {
  return row.excluded_for_good || isAfter(row.excluded_until, now);
}

/**
 * place-bet's check, inside its transaction: no bet during a cool-off or a self-exclusion, and
 * no slip that takes the day's stakes past the daily limit. The player's row is locked first,
 * so two slips at once are summed one after the other: together they cannot pass the limit.
 */
export async function refuseOverSelfLimits(tx: Sql, userId: number, slipPaise: number, now: Date): Promise<void> {
  const row = await lockedRow(tx, userId);
  if (!row) return;
  if (isExcluded(row, now)) throw excludedRefusal(row);
  if (isAfter(row.cool_off_until, now)) throw new KeyedRefusal('coolOffActive', { until: stamp(row.cool_off_until!) });
  const limit = dailyLimitAt(row, now);
  if (limit === null) return;
  const staked = await stakedOn(tx, userId, now);
  if (staked + slipPaise > limit)
    throw new KeyedRefusal('dailyStakeLimitReached', {
      limit: indianRupees(limit),
      left: indianRupees(Math.max(0, limit - staked)),
    });
}

/** Deposits and transfers out are closed to a self-excluded player (withdrawals stay open). */
export async function refuseIfSelfExcluded(db: Sql, userId: number, now: Date): Promise<void> {
  const [row] = await db.query<Row>('select excluded_until, excluded_for_good from self_limits where user_id = $1', [
    userId,
  ]);
  if (row && isExcluded(row, now)) throw excludedRefusal(row);
}

async function stakedOn(tx: Sql, userId: number, now: Date): Promise<number> {
  const [start, end] = dayBounds(now);
  const [sum] = await tx.query<{ staked: string | number }>(
    // A voided bid was refunded: it takes nothing from the day's limit.
    `select coalesce(sum(amount), 0) as staked from bets
     where user_id = $1 and created_at >= $2 and created_at < $3 and status <> 'VOIDED'`,
    [userId, start, end],
  );
  return Number(sum!.staked);
}

/** The calls a player makes about their own limits (self-limits, daily-limit, cool-off, self-exclusion). */
export class SelfLimits {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The limits in force, a raise waiting for its 24 hours, and today's stakes. */
  async state(player: Player) {
    const now = this.clock.now();
    const [row] = await this.db.query<Row>(
      `select daily_stake, pending_daily_stake, pending_removal, pending_from, cool_off_until, excluded_until, excluded_for_good
       from self_limits where user_id = $1`,
      [player.id],
    );
    const limit = row ? dailyLimitAt(row, now) : null;
    const waiting = row?.pending_from && row.pending_from > now ? row : undefined;
    return {
      success: true,
      daily_limit: limit === null ? '' : walletString(limit),
      staked_today: walletString(await stakedOn(this.db, player.id, now)),
      /** The limit from daily_limit_from on: rupees, or 'none' for a removal. */
      daily_limit_next: !waiting
        ? ''
        : waiting.pending_removal
          ? 'none'
          : walletString(paiseOf(waiting.pending_daily_stake)!),
      daily_limit_from: waiting ? stamp(waiting.pending_from!) : '',
      cool_off_until: row && isAfter(row.cool_off_until, now) ? stamp(row.cool_off_until!) : '',
      excluded_until: row && isAfter(row.excluded_until, now) ? stamp(row.excluded_until!) : '',
      excluded_for_good: row?.excluded_for_good ?? false,
    };
  }

  /** A lower limit holds at once; a higher one, or none, only after 24 hours (until then the old one holds). */
  async setDailyLimit(player: Player, paise: number | null) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const row = await this.rowFor(tx, player.id, now);
      const current = dailyLimitAt(row, now);
      const lowers = paise !== null && (current === null || paise <= current);
      if (lowers) {
        await tx.query(
          `update self_limits set daily_stake = $2, pending_daily_stake = null, pending_removal = false, pending_from = null, updated_at = $3 where user_id = $1`,
          [player.id, paise, now],
        );
      } else if (current !== null) {
        await tx.query(
          `update self_limits set daily_stake = $2, pending_daily_stake = $3, pending_removal = $4, pending_from = $5, updated_at = $6 where user_id = $1`,
          [player.id, current, paise, paise === null, new Date(now.getTime() + RAISE_DELAY_MS), now],
        );
      }
    });
    return this.state(player);
  }

  /** No bets for the period; a cool-off already running longer is kept (never shortened). */
  async coolOff(player: Player, period: CoolOffPeriod) {
    const now = this.clock.now();
    const until = new Date(now.getTime() + COOL_OFF_MS[period]);
    await this.db.transaction(async (tx) => {
      await this.rowFor(tx, player.id, now);
      await tx.query(
        `update self_limits set cool_off_until = greatest(coalesce(cool_off_until, $2), $2), updated_at = $3 where user_id = $1`,
        [player.id, until, now],
      );
    });
    return this.state(player);
  }

  /** No bets, deposits or transfers out for 6 months, a year, or for good; never shortened. */
  async exclude(player: Player, period: ExclusionPeriod) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await this.rowFor(tx, player.id, now);
      if (period === 'permanent') {
        await tx.query(`update self_limits set excluded_for_good = true, updated_at = $2 where user_id = $1`, [
          player.id,
          now,
        ]);
        return;
      }
      const until = new Date(now);
      until.setMonth(until.getMonth() + EXCLUSION_MONTHS[period]);
      await tx.query(
        `update self_limits set excluded_until = greatest(coalesce(excluded_until, $2), $2), updated_at = $3 where user_id = $1`,
        [player.id, until, now],
      );
    });
    return this.state(player);
  }

  /** The player's row, made when missing, locked; a waiting change whose 24 hours are over is folded in. */
  private async rowFor(tx: Sql, userId: number, now: Date): Promise<Row> {
    await tx.query('insert into self_limits (user_id, updated_at) values ($1, $2) on conflict (user_id) do nothing', [
      userId,
      now,
    ]);
    const row = (await lockedRow(tx, userId))!;
    if (row.pending_from && row.pending_from <= now) {
      const limit = dailyLimitAt(row, now);
      await tx.query(
        `update self_limits set daily_stake = $2, pending_daily_stake = null, pending_removal = false, pending_from = null where user_id = $1`,
        [userId, limit],
      );
      return { ...row, daily_stake: limit, pending_daily_stake: null, pending_removal: false, pending_from: null };
    }
    return row;
  }
}
