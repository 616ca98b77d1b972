import type { Sql } from '../db/database.js';
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
  | 'bonus';

export interface WalletTotals {
  balance: number;
  bonus: number;
  debt: number;
}

interface Entry {
  kind: LedgerKind;
  /** When, by the server's clock (not the database's), so days and windows agree. */
  at: Date;
  remark: string;
  betId?: number;
  ref?: string;
}

/**
 * Every wallet change, always inside the caller's transaction: the wallet row is locked,
 * changed, and a ledger row records it. The balance can never go below zero (the table
 * checks it too), so concurrent requests cannot overdraw.
 */
async function change(tx: Sql, userId: number, entry: Entry, next: (now: WalletTotals) => WalletTotals): Promise<WalletTotals> {
  const [now] = await tx.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1 for update', [userId]);
  if (!now) throw new Refusal('No such player.');
  const after = next(now);
  if (after.balance < 0 || after.bonus < 0) throw new Refusal('Insufficient balance');
  await tx.query('update wallets set balance = $2, bonus = $3, debt = $4 where user_id = $1', [userId, after.balance, after.bonus, after.debt]);
  await tx.query(
    `insert into ledger (user_id, kind, amount, bonus_amount, before_total, after_total, remark, bet_id, ref, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [userId, entry.kind, after.balance - now.balance, after.bonus - now.bonus, now.balance + now.bonus, after.balance + after.bonus, entry.remark, entry.betId ?? null, entry.ref ?? null, entry.at],
  );
  return after;
}

/** Money in. A debt left by a corrected result is repaid first. */
export function credit(tx: Sql, userId: number, paise: number, entry: Entry): Promise<WalletTotals> {
  return change(tx, userId, entry, (now) => {
    const repaid = Math.min(now.debt, paise);
    return { balance: now.balance + paise - repaid, bonus: now.bonus, debt: now.debt - repaid };
  });
}

/** Bonus points in: playable, never withdrawable. */
export function creditBonus(tx: Sql, userId: number, paise: number, entry: Entry): Promise<WalletTotals> {
  return change(tx, userId, entry, (now) => ({ ...now, bonus: now.bonus + paise }));
}

/** Money out of the main wallet only (withdrawals, transfers). */
export function debit(tx: Sql, userId: number, paise: number, entry: Entry): Promise<WalletTotals> {
  return change(tx, userId, entry, (now) => ({ ...now, balance: now.balance - paise }));
}

/** A stake: bonus first, then the main wallet. */
export function debitStake(tx: Sql, userId: number, paise: number, entry: Entry): Promise<WalletTotals> {
  return change(tx, userId, entry, (now) => {
    const fromBonus = Math.min(now.bonus, paise);
    return { balance: now.balance - (paise - fromBonus), bonus: now.bonus - fromBonus, debt: now.debt };
  });
}

/** Takes back a payout of a corrected result: what the balance cannot cover becomes debt. */
export function takeBack(tx: Sql, userId: number, paise: number, entry: Entry): Promise<WalletTotals> {
  return change(tx, userId, entry, (now) => {
    const taken = Math.min(now.balance, paise);
    return { balance: now.balance - taken, bonus: now.bonus, debt: now.debt + (paise - taken) };
  });
}

export async function walletOf(db: Sql, userId: number): Promise<WalletTotals> {
  const [row] = await db.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1', [userId]);
  return row ?? { balance: 0, bonus: 0, debt: 0 };
}

/** Paise as the spec's rupee strings: '1250', or '1250.50'. */
export function rupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
