import type { LimitPeriod } from 'matka-core/player';
import { indianRupees, walletString } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { stamp } from '../platform/clock.js';
import { KeyedRefusal } from '../platform/refusal.js';
import { tightestWindow } from './limit-windows.js';
import { bettingPauseOf, type PauseWords } from './self-limits.js';

/** Where a player stands before paying in: a pause, or what the tightest deposit limit still allows. */
export interface DepositStanding {
  paused?: PauseWords;
  allowance?: { period: LimitPeriod; limit: string; left: string };
}

/**
 * Before a player pays: a self-exclusion or a break (cool-off) pauses deposits until it ends,
 * and a deposit limit with nothing left pauses them until its window ends. The app shows no
 * payment details then, so no money leaves the player's bank for a request that would be refused.
 */
export async function depositStanding(db: Sql, userId: number, now: Date): Promise<DepositStanding> {
  const pause = await bettingPauseOf(db, userId, now);
  // A break is worded for deposits; an exclusion's words already name deposits.
  if (pause?.message_key === 'coolOffActive') return { paused: { ...pause, message_key: 'depositsPausedBreak' } };
  if (pause) return { paused: pause };
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
  const pause = await bettingPauseOf(db, userId, now);
  if (pause?.message_key === 'coolOffActive') throw new KeyedRefusal('depositsPausedBreak', pause.message_values);
}
