import type { LedgerKind } from '../wallet/ledger.js';

/** The columns of the owner's funds report: where each kind of ledger row is counted. */
export const FUNDS_COLUMNS = [
  'deposits',
  'withdrawals',
  'bonuses',
  'adjustments',
  'refunds',
  'transfers',
  'play',
  'debt',
] as const;
export type FundsColumn = (typeof FUNDS_COLUMNS)[number];

/**
 * Each ledger kind's one column. A `Record` over every kind: a kind added to the ledger and
 * left out here does not compile (and tests/server/report-columns.test.ts names it).
 * - withdrawals: the money held when a player asks, less what came back (rejected, or the
 *   part an owner did not pay), so a day shows what left the wallets for the bank;
 * - transfers: one player's out is another's in, so they sum to zero for the house;
 * - play: stakes and wins (and wins taken back by a correction): the profit report's part;
 * - debt: what the house advanced when a take-back was more than the balance, less what
 *   later credits repaid.
 */
export const FUNDS_COLUMN_OF: Readonly<Record<LedgerKind, FundsColumn>> = Object.freeze({
  deposit: 'deposits',
  withdraw_request: 'withdrawals',
  withdraw_rejected: 'withdrawals',
  withdraw_reduced: 'withdrawals',
  bonus: 'bonuses',
  adjustment: 'adjustments',
  refund: 'refunds',
  transfer_out: 'transfers',
  transfer_in: 'transfers',
  bet: 'play',
  win: 'play',
  win_reversed: 'play',
  debt_incurred: 'debt',
  debt_repaid: 'debt',
});

/** The column of a kind read from the ledger; a kind this server does not know is an error, never a silent zero. */
export function fundsColumnOf(kind: string): FundsColumn {
  if (!Object.hasOwn(FUNDS_COLUMN_OF, kind))
    throw new Error(`The ledger holds a kind no report column counts: ${kind}`);
  return FUNDS_COLUMN_OF[kind as LedgerKind];
}
