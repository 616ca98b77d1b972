import type { Sql } from '../db/database.js';
import { english } from './english.js';
import { Refusal } from './refusal.js';

export type LedgerKind =
  | 'deposit'
  | 'withdraw_request'
  | 'withdraw_rejected'
  | 'transfer_out'
  | 'transfer_in'
  | 'bet'
  | 'win'
  | 'win_reversed'
  | 'bonus'
  /** An owner's correction of the main wallet, with the reason in its remark. */
  | 'adjustment'
  /** A stake given back when its market day is voided (the bonus part to the bonus). */
  | 'refund';

/** The ledger ref of the bonus a player gets on joining, which the passbook names as such. */
export const WELCOME_BONUS_REF = 'welcome';

export interface WalletTotals {
  balance: number;
  bonus: number;
  debt: number;
}

/** One wallet change: the ledger row it writes, and how the wallet moves. */
export interface Movement {
  userId: number;
  kind: LedgerKind;
  remark: string;
  betId?: number;
  ref?: string;
  /** The wallet after this movement, given the wallet before it. */
  change: (now: WalletTotals) => WalletTotals;
}

/**
 * The one ledger writer, always inside the caller's transaction. The wallets of every
 * player concerned are locked in one statement in user-id order (so two transactions
 * moving money between the same players, in either direction, cannot deadlock), the
 * movements are applied in the order given, then every wallet is written and every
 * ledger row inserted in bulk. No balance or bonus may go below zero (the table checks
 * it too), so concurrent requests cannot overdraw. `at` is the server's clock, so days
 * and windows agree with it.
 */
export async function apply(tx: Sql, at: Date, movements: readonly Movement[]): Promise<Map<number, WalletTotals>> {
  const ids = [...new Set(movements.map((m) => m.userId))].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const locked = await tx.query<WalletTotals & { user_id: number }>(
    'select user_id, balance, bonus, debt from wallets where user_id = any($1::bigint[]) order by user_id for update',
    [ids],
  );
  const wallets = new Map(locked.map(({ user_id, ...totals }) => [Number(user_id), totals]));
  const rows = movements.map((movement) => {
    const now = wallets.get(movement.userId);
    if (!now) throw new Refusal('No such player.');
    const after = movement.change(now);
    if (after.balance < 0 || after.bonus < 0 || after.debt < 0) throw new Refusal(english('insufficientBalance'));
    wallets.set(movement.userId, after);
    return {
      movement,
      amount: after.balance - now.balance,
      bonus: after.bonus - now.bonus,
      before: now.balance + now.bonus,
      after: after.balance + after.bonus,
    };
  });
  const changed = ids.map((id) => wallets.get(id)!);
  await tx.query(
    `update wallets w set balance = x.balance, bonus = x.bonus, debt = x.debt
     from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) as x(user_id, balance, bonus, debt) where w.user_id = x.user_id`,
    [ids, changed.map((w) => w.balance), changed.map((w) => w.bonus), changed.map((w) => w.debt)],
  );
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  await tx.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id, ref, created_at)
     select *, $10::timestamptz from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::bigint[], $9::text[])`,
    [
      column((r) => r.movement.userId),
      column((r) => r.movement.kind),
      column((r) => r.amount),
      column((r) => r.bonus),
      column((r) => r.before),
      column((r) => r.after),
      column((r) => r.movement.remark),
      column((r) => r.movement.betId ?? null),
      column((r) => r.movement.ref ?? null),
      at,
    ],
  );
  return wallets;
}

/** Money in. A debt left by a corrected result is repaid first. */
export const credit =
  (paise: number) =>
  (now: WalletTotals): WalletTotals => {
    const repaid = Math.min(now.debt, paise);
    return { balance: now.balance + paise - repaid, bonus: now.bonus, debt: now.debt - repaid };
  };

/** Bonus points in: playable, never withdrawable. */
export const creditBonus =
  (paise: number) =>
  (now: WalletTotals): WalletTotals => ({ ...now, bonus: now.bonus + paise });

/** Money out of the main wallet only (withdrawals, transfers). */
export const debit =
  (paise: number) =>
  (now: WalletTotals): WalletTotals => ({ ...now, balance: now.balance - paise });

/** A stake: bonus first, then the main wallet. */
export const stake =
  (paise: number) =>
  (now: WalletTotals): WalletTotals => {
    const fromBonus = Math.min(now.bonus, paise);
    return { balance: now.balance - (paise - fromBonus), bonus: now.bonus - fromBonus, debt: now.debt };
  };

/** Takes back a payout of a corrected result: what the balance cannot cover becomes debt. */
export const takeBack =
  (paise: number) =>
  (now: WalletTotals): WalletTotals => {
    const taken = Math.min(now.balance, paise);
    return { balance: now.balance - taken, bonus: now.bonus, debt: now.debt + (paise - taken) };
  };

/** The one movement of one wallet: a shorthand for `apply` with a single entry. */
export async function move(tx: Sql, at: Date, movement: Movement): Promise<WalletTotals> {
  return (await apply(tx, at, [movement])).get(movement.userId)!;
}

export async function walletOf(db: Sql, userId: number): Promise<WalletTotals> {
  const [row] = await db.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1', [userId]);
  return row ?? { balance: 0, bonus: 0, debt: 0 };
}
