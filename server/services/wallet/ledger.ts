import { indianRupees } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { KeyedRefusal, Refusal } from '../platform/refusal.js';

/**
 * Every kind of ledger row there is: the one list the type is read from, so a report that
 * sorts the ledger into columns (the owner's funds and profit reports) can be checked to
 * place each kind somewhere.
 */
export const LEDGER_KINDS = [
  'deposit',
  'withdraw_request',
  'withdraw_rejected',
  'transfer_out',
  'transfer_in',
  'bet',
  'win',
  'win_reversed',
  'bonus',
  /** An owner's correction of the main wallet, with the reason in its remark. */
  'adjustment',
  /** A stake given back when its market day is voided (the bonus part to the bonus). */
  'refund',
  /**
   * The part of a take-back the balance could not cover: the house advanced it, and the
   * player now owes it (written just before the row that took it, so the passbook sums).
   */
  'debt_incurred',
  /** The part of a credit that repaid what the player owed (written just after that credit). */
  'debt_repaid',
  /** The part of a held withdrawal an owner did not pay, because the player owed it: back to the wallet (and so to the debt). */
  'withdraw_reduced',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

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
  /** The operator who gave it (a bonus, an adjustment); none for the player's own money. */
  givenBy?: string;
  /** The second operator who approved it, when it took two. */
  approvedBy?: string;
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
  const rows = movements.flatMap((movement) => {
    const now = wallets.get(movement.userId);
    if (!now) throw new Refusal('No such player.');
    const after = movement.change(now);
    if (after.balance < 0 || after.bonus < 0 || after.debt < 0) throw new KeyedRefusal('insufficientBalance');
    wallets.set(movement.userId, after);
    return ledgerRows(movement, now, after);
  });
  const changed = ids.map((id) => wallets.get(id)!);
  await tx.query(
    `update wallets w set balance = x.balance, bonus = x.bonus, debt = x.debt
     from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) as x(user_id, balance, bonus, debt) where w.user_id = x.user_id`,
    [ids, changed.map((w) => w.balance), changed.map((w) => w.bonus), changed.map((w) => w.debt)],
  );
  const column = <T>(pick: (row: LedgerRowOf) => T) => rows.map(pick);
  await tx.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id, ref, given_by, approved_by, created_at)
     select *, $12::timestamptz from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::bigint[], $9::text[], $10::text[], $11::text[])`,
    [
      column((r) => r.userId),
      column((r) => r.kind),
      column((r) => r.amount),
      column((r) => r.bonus),
      column((r) => r.before),
      column((r) => r.after),
      column((r) => r.remark),
      column((r) => r.betId),
      column((r) => r.ref),
      column((r) => r.givenBy),
      column((r) => r.approvedBy),
      at,
    ],
  );
  return wallets;
}

interface LedgerRowOf {
  userId: number;
  kind: LedgerKind;
  amount: number;
  bonus: number;
  before: number;
  after: number;
  remark: string;
  betId: number | null;
  ref: string | null;
  givenBy: string | null;
  approvedBy: string | null;
}

/**
 * The ledger rows of one movement. A movement that leaves the debt as it was is one row. One
 * that moves the debt is two, so every movement into and out of the debt is a row and the
 * rows still sum to the wallet: a take-back beyond the balance is a `debt_incurred` row (the
 * part the house advanced, +) before the take-back's own row (its whole amount, −); a credit
 * that repays a debt is its own row (its whole amount, +) and then a `debt_repaid` row (−).
 */
function ledgerRows(movement: Movement, now: WalletTotals, after: WalletTotals): LedgerRowOf[] {
  const base = {
    userId: movement.userId,
    betId: movement.betId ?? null,
    ref: movement.ref ?? null,
    givenBy: movement.givenBy ?? null,
    approvedBy: movement.approvedBy ?? null,
  };
  const debtMoved = after.debt - now.debt;
  const total = (w: WalletTotals) => w.balance + w.bonus;
  const own = (amount: number, before: number): LedgerRowOf => ({
    ...base,
    kind: movement.kind,
    remark: movement.remark,
    amount,
    bonus: after.bonus - now.bonus,
    before,
    after: before + amount + after.bonus - now.bonus,
  });
  const debtRow = (kind: LedgerKind, amount: number, before: number, remark: string): LedgerRowOf => ({
    ...base,
    // The debt rows name the movement by its ref (or its bet's), not by its bet: a bet's
    // details stay on the bet's own row.
    betId: null,
    ref: movement.ref ?? (movement.betId === undefined ? null : `bet:${movement.betId}`),
    kind,
    amount,
    bonus: 0,
    before,
    after: before + amount,
    remark,
  });
  const balanceMoved = after.balance - now.balance;
  if (debtMoved > 0) {
    const advanced = debtRow(
      'debt_incurred',
      debtMoved,
      total(now),
      `Debt: ${indianRupees(debtMoved)} of "${movement.remark}" was more than the balance; owed now ${indianRupees(after.debt)}`,
    );
    return [advanced, own(balanceMoved - debtMoved, advanced.after)];
  }
  if (debtMoved < 0) {
    const credited = own(balanceMoved - debtMoved, total(now));
    const repaid = debtRow(
      'debt_repaid',
      debtMoved,
      credited.after,
      `Debt repaid: ${indianRupees(-debtMoved)} of "${movement.remark}"; owed now ${indianRupees(after.debt)}`,
    );
    return [credited, repaid];
  }
  return [own(balanceMoved, total(now))];
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
