// The cash desks on the console's API (docs/console-api.md, "Calls": counts, deposits,
// withdrawals): the queues and their decisions, what the server answers, written once. The console's
// adapter reads the answers with these schemas; the server types its answers with what the
// schemas take (their input types), so whatever it sends, the console can read.
import * as v from 'valibot';
import type { DepositWarning } from 'matka-core/console';
import { activityRow } from './activity.js';
import { id, maybe, pageOf, paise, payoutHold, playerRef, words } from './console-wire.js';

/** Where a request stands, and who decided it when. */
const decision = {
  status: v.picklist(['pending', 'completed', 'rejected']),
  reason: maybe(v.string()),
  decidedBy: maybe(v.string()),
  decidedAt: maybe(v.string()),
};

const DEPOSIT_WARNINGS: DepositWarning[] = ['utr-duplicate', 'utr-seen-before', 'amount-unusual'];

/** A deposit on the desk, with what the desk warns of (a warning the console does not know is left out). */
export const depositRow = v.object({
  id,
  player: playerRef,
  amountPaise: paise,
  utr: words,
  createdAt: v.string(),
  ...decision,
  warnings: v.pipe(
    v.nullish(v.array(v.string()), () => []),
    v.transform((list) => list.filter((w): w is DepositWarning => (DEPOSIT_WARNINGS as string[]).includes(w))),
  ),
  duplicateOf: maybe(id),
  typicalAmountPaise: maybe(paise),
  screenshotDeletedAt: maybe(v.string()),
  firstApproval: maybe(v.object({ by: words, at: words })),
  // The cashier reviewing it now (a claim; migration 039); a server without claims: none.
  claimedBy: maybe(v.string()),
});

/** GET deposits: a page of the deposit queue. */
export const depositPage = pageOf(depositRow);

/** A deposit's approval or rejection: the deposit as it now stands. */
export const depositDecided = v.pipe(
  v.object({ deposit: depositRow }),
  v.transform((a) => a.deposit),
);

export type DepositRowAnswer = v.InferInput<typeof depositRow>;
export type DepositPageAnswer = v.InferInput<typeof depositPage>;
export type DepositDecidedAnswer = v.InferInput<typeof depositDecided>;

/** A bank account: number, holder's name, IFSC. */
const bank = v.object({ acno: words, name: words, ifsc: words });

/** A withdrawal on the desk, with the bank account it goes to and the player's wallet and hold. */
export const withdrawalRow = v.object({
  id,
  player: playerRef,
  amountPaise: paise,
  bank,
  bankOnFileNow: v.optional(v.nullable(bank)),
  withdrawablePaise: paise,
  createdAt: v.string(),
  payoutReference: maybe(v.string()),
  ...decision,
  // Debt before payout (what a player owes comes out of a payout first): a server without
  // them owes nothing and covers all.
  debtPaise: v.optional(paise, 0),
  coveredPaise: maybe(paise),
  paidPaise: maybe(paise),
  hold: payoutHold,
  // Two-person control: a large payout takes two approvals (a server without it: one approval decides).
  secondApproval: v.optional(v.boolean(), false),
  firstApproval: maybe(v.object({ by: words, at: words, coveredReason: v.optional(words) })),
  // The cashier reviewing it now (a claim; migration 039); a server without claims: none.
  claimedBy: maybe(v.string()),
});

/** GET withdrawals: a page of the withdraw queue. */
export const withdrawalPage = pageOf(withdrawalRow);

/** A withdrawal's approval or rejection: the withdrawal as it now stands. */
export const withdrawalDecided = v.pipe(
  v.object({ withdrawal: withdrawalRow }),
  v.transform((a) => a.withdrawal),
);

/**
 * Where a player's money came from since they joined, from the ledger to the paisa: deposits,
 * stakes, wins, credits and debits (operators' adjustments in and out), bonuses, the rest
 * (refunds, transfers, withdrawals, debt) and the wallet they sum to; then each bonus and
 * adjustment (newest first, at most 50 of `giftCount`) with the operator who gave it.
 */
export const moneyTrail = v.object({
  depositedPaise: paise,
  stakedPaise: paise,
  wonPaise: paise,
  creditedPaise: paise,
  debitedPaise: paise,
  bonusesPaise: paise,
  otherPaise: paise,
  walletPaise: paise,
  giftCount: v.number(),
  gifts: v.array(
    v.object({
      id,
      kind: v.picklist(['bonus', 'adjustment']),
      amountPaise: paise,
      remark: words,
      givenBy: maybe(v.string()),
      approvedBy: maybe(v.string()),
      at: v.string(),
    }),
  ),
});

/** GET withdrawals/:id/context: the player's last days, and what their money covers of the request. */
export const withdrawalContext = v.object({
  deposits: v.nullish(v.array(activityRow), () => []),
  bets: v.nullish(v.array(activityRow), () => []),
  wins: v.nullish(v.array(activityRow), () => []),
  totals: v.object({ depositedPaise: paise, stakedPaise: paise, wonPaise: paise, bets: v.number() }),
  money: maybe(
    v.object({
      amountPaise: paise,
      balancePaise: paise,
      bonusPaise: paise,
      debtPaise: paise,
      coveredPaise: maybe(paise),
    }),
  ),
  hold: payoutHold,
  // A server without it sends no trail: the console then shows the last 30 days alone.
  trail: v.optional(moneyTrail),
});

export type MoneyTrailAnswer = v.InferInput<typeof moneyTrail>;
export type WithdrawalRowAnswer = v.InferInput<typeof withdrawalRow>;
export type WithdrawalPageAnswer = v.InferInput<typeof withdrawalPage>;
export type WithdrawalDecidedAnswer = v.InferInput<typeof withdrawalDecided>;
export type WithdrawalContextAnswer = v.InferInput<typeof withdrawalContext>;

/**
 * GET counts (and the `counts` event): how many deposits and withdrawals wait, and how many of
 * them a cashier has claimed for review (a server without claims: none).
 */
export const deskCounts = v.object({
  pendingDeposits: v.number(),
  pendingWithdrawals: v.number(),
  claimedDeposits: v.optional(v.number()),
  claimedWithdrawals: v.optional(v.number()),
});

/** POST deposits/:id/claim and withdrawals/:id/claim: the claim, held until the time given unless renewed. */
export const deskClaim = v.object({ id, claimedBy: words, claimedUntil: words });

/** POST deposits/:id/release and withdrawals/:id/release: whether this cashier's claim ended. */
export const deskReleased = v.object({ released: v.boolean() });

export type DeskClaimAnswer = v.InferInput<typeof deskClaim>;
export type DeskReleasedAnswer = v.InferInput<typeof deskReleased>;

export type DeskCountsAnswer = v.InferInput<typeof deskCounts>;
