import type { LimitPeriod, MessageKey } from 'matka-core/player';
import { indianRupees, walletString } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { stamp } from '../platform/clock.js';
import { KeyedRefusal } from '../platform/refusal.js';
import { tightestWindow } from './limit-windows.js';

/** Why no deposit can be made now, as a catalogue key and its values. */
export interface DepositPause {
  message_key: MessageKey;
  message_values?: Record<string, string>;
}

/** Where a player stands before paying in: a pause, or what the tightest deposit limit still allows. */
export interface DepositStanding {
  paused?: DepositPause;
  allowance?: { period: LimitPeriod; limit: string; left: string };
}

interface BreakRow {
  cool_off_until: Date | null;
  excluded_until: Date | null;
  excluded_for_good: boolean;
}

/**
 * Before a player pays: a self-exclusion or a break (cool-off) pauses deposits until it ends,
 * and a deposit limit with nothing left pauses them until its window ends. The app shows no
 * payment details then, so no money leaves the player's bank for a request that would be refused.
 */
export async function depositStanding(db: Sql, userId: number, now: Date): Promise<DepositStanding> {
  const [row] = await db.query<BreakRow>(
    'select cool_off_until, excluded_until, excluded_for_good from self_limits where user_id = $1',
    [userId],
  );
  if (row?.excluded_for_good) return { paused: { message_key: 'selfExcludedForGood' } };
  if (row?.excluded_until && row.excluded_until > now)
    return { paused: { message_key: 'selfExcludedUntil', message_values: { until: stamp(row.excluded_until) } } };
  if (row?.cool_off_until && row.cool_off_until > now)
    return { paused: { message_key: 'depositsPausedBreak', message_values: { until: stamp(row.cool_off_until) } } };
  const tightest = await tightestWindow(db, userId, ['deposit'], now);
  if (!tightest) return {};
  if (tightest.left === 0)
    return {
      paused: {
        message_key: 'depositLimitUsed',
        message_values: { limit: indianRupees(tightest.limit), until: stamp(tightest.ends) },
      },
    };
  return {
    allowance: { period: tightest.period, limit: walletString(tightest.limit), left: walletString(tightest.left) },
  };
}

/** A deposit request during a break is refused, as a bet is: deposits open again when it ends. */
export async function refuseDepositOnBreak(db: Sql, userId: number, now: Date): Promise<void> {
  const [row] = await db.query<Pick<BreakRow, 'cool_off_until'>>(
    'select cool_off_until from self_limits where user_id = $1',
    [userId],
  );
  if (row?.cool_off_until && row.cool_off_until > now)
    throw new KeyedRefusal('depositsPausedBreak', { until: stamp(row.cool_off_until) });
}
