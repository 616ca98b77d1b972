import { configAmount, indianRupees, withdrawalHoursOf, withinWithdrawalHours } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { dayBounds, marketTimeZone, minutesOfDay } from '../platform/clock.js';
import type { WalletTotals } from './ledger.js';
import { KeyedRefusal } from '../platform/refusal.js';

/** A hold on a player's payouts, as the console shows it. */
export interface PayoutHold {
  reason: string;
  heldBy: string;
  heldAt: Date;
}

export async function payoutHoldOf(db: Sql, userId: number): Promise<PayoutHold | undefined> {
  const [row] = await db.query<{ reason: string; held_by: string; held_at: Date }>(
    'select reason, held_by, held_at from payout_holds where user_id = $1',
    [userId],
  );
  return row && { reason: row.reason, heldBy: row.held_by, heldAt: new Date(row.held_at) };
}

/** The player's wallet, locked for this transaction: the request's checks and its debit see one wallet. */
export async function lockedWallet(tx: Sql, userId: number): Promise<WalletTotals> {
  const [row] = await tx.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1 for update', [
    userId,
  ]);
  return { balance: Number(row?.balance ?? 0), bonus: Number(row?.bonus ?? 0), debt: Number(row?.debt ?? 0) };
}

/** What the player may still withdraw: the main wallet less what they owe. */
export const withdrawableOf = (wallet: WalletTotals) => Math.max(0, wallet.balance - wallet.debt);

/**
 * The withdrawal controls and the debt, checked when a player asks for a
 * withdrawal, inside the request's transaction after its wallet is locked (`lockedWallet`):
 * a hold, the withdrawal hours, the day's count and amount, and what the player owes. A hold
 * being set, and two requests at once, take turns on that lock, so none slips past a limit.
 * Each refusal is one of core's messages, with its figures, in the player's language.
 */
export async function refuseWithdrawal(
  tx: Sql,
  userId: number,
  paise: number,
  wallet: WalletTotals,
  config: Readonly<Record<string, string>>,
  now: Date,
): Promise<void> {
  const hold = await payoutHoldOf(tx, userId);
  if (hold) throw new KeyedRefusal('payoutsOnHold', { reason: hold.reason.replace(/[.\s]+$/, '') });
  const hours = withdrawalHoursOf(config.withdraw_hours ?? '');
  if (hours && !withinWithdrawalHours(hours, minutesOfDay(now)))
    throw new KeyedRefusal('withdrawOutsideHours', { from: hours.from, until: hours.until, zone: marketTimeZone() });
  const maxCount = Number(config.withdraw_daily_count ?? '0') || 0;
  const maxAmount = configAmount(config.withdraw_daily_amount);
  if (maxCount > 0 || maxAmount > 0) {
    const [from, to] = dayBounds(now);
    const [today] = await tx.query<{ n: number; paise: number }>(
      `select count(*)::int as n, coalesce(sum(amount), 0)::bigint as paise from withdrawals
       where user_id = $1 and created_at >= $2 and created_at < $3 and status <> 'Rejected'`,
      [userId, from, to],
    );
    const count = Number(today!.n);
    const asked = Number(today!.paise);
    if (maxCount > 0 && count >= maxCount) throw new KeyedRefusal('withdrawDailyCountReached', { max: maxCount });
    if (maxAmount > 0 && asked + paise > maxAmount)
      throw new KeyedRefusal('withdrawDailyAmountReached', {
        limit: indianRupees(maxAmount),
        left: indianRupees(Math.max(0, maxAmount - asked)),
      });
  }
  if (wallet.debt > 0 && paise > withdrawableOf(wallet))
    throw new KeyedRefusal('withdrawOwed', {
      debt: indianRupees(wallet.debt),
      max: indianRupees(withdrawableOf(wallet)),
    });
}
