import { indianRupees } from 'matka-core/player';
import type {
  MoneyTrailAnswer,
  WithdrawalContextAnswer,
  WithdrawalDecidedAnswer,
  WithdrawalPageAnswer,
  WithdrawalRowAnswer,
} from '../../../contract/console/desks.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { consoleTime, paged, statusWord } from '../platform/console-format.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import type { DeskListing } from './desk-filter.js';
import { claimRequest, claimsOf, releaseRequest, settleClaim } from './desk-claims.js';
import { auditFirstApproval, refuseDecidedAgain } from './desk-decision.js';
import { deskPage } from './desk-page.js';
import type { RequestStatus } from './deposit-desk.js';
import { credit, move, walletOf, type WalletTotals } from '../wallet/ledger.js';
import { Refusal } from '../platform/refusal.js';
import { lockedWallet, payoutHoldOf, type PayoutHold } from '../wallet/withdrawal-controls.js';
import {
  aboveThreshold,
  makerOf,
  needsSecond,
  payoutThreshold,
  refuseMakerAsSecond,
  refuseSharedToken,
} from '../platform/two-person.js';

const CONTEXT_DAYS = 30;
const CONTEXT_ROWS = 50;

interface WithdrawalRow {
  id: number;
  user_id: number;
  name: string;
  mobile: string;
  amount: number;
  acno: string | null;
  bank_name: string | null;
  ifsc: string | null;
  acno_now: string | null;
  bank_name_now: string | null;
  ifsc_now: string | null;
  balance: number;
  debt: number;
  paid_amount: number | null;
  hold_reason: string | null;
  held_by: string | null;
  held_at: Date | null;
  created_at: Date;
  status: RequestStatus;
  reason: string;
  payout_reference: string;
  decided_by: string | null;
  decided_at: Date | null;
  first_approved_by: string | null;
  first_approved_at: Date | null;
  first_covered_reason: string | null;
}

/**
 * Approve (all of it), reject (with the reason the player reads), or, for an owner, approve
 * the part the player's debt leaves covered (with the reason, audited).
 */
export type WithdrawalDecision =
  { approve: true; payoutReference: string; coveredOnly?: { reason: string } } | { approve: false; reason: string };

/**
 * How much of a held withdrawal the player's money covers once their debt is paid: the
 * balance plus the held amount, less the debt, and never more than the amount. The held
 * amount left the balance at the request; a correction since may have left a debt that this
 * money must pay first.
 */
export const coveredOf = (amount: number, wallet: WalletTotals) =>
  Math.max(0, Math.min(amount, wallet.balance + amount - wallet.debt));

const numeric = (w: WalletTotals): WalletTotals => ({
  balance: Number(w.balance),
  bonus: Number(w.bonus),
  debt: Number(w.debt),
});

const holdShape = (hold: PayoutHold | undefined) =>
  hold ? { reason: hold.reason, heldBy: hold.heldBy, heldAt: consoleTime(hold.heldAt) } : null;

/** Ledger kinds the money trail counts on lines of their own; every other kind is `otherPaise`. */
const TRAIL_KINDS = ['deposit', 'bet', 'win', 'win_reversed', 'bonus', 'adjustment'];

/**
 * Where the player's money came from since they joined, from the ledger (main and bonus, to
 * the paisa): deposits, stakes, wins (less wins a correction took back), credits and debits
 * (operators' adjustments in and out), bonuses, and the rest (refunds, transfers, withdrawals
 * held and returned, debt); the lines sum to the wallet (main and bonus). Then each bonus and
 * adjustment, newest first, with the operator who gave it (and who approved it, when it took two).
 */
export async function moneyTrail(db: Sql, userId: number): Promise<MoneyTrailAnswer> {
  const [sums] = await db.query<Record<string, string | number>>(
    `select coalesce(sum(amount + bonus_amount) filter (where kind = 'deposit'), 0)::bigint as deposited,
            coalesce(-sum(amount + bonus_amount) filter (where kind = 'bet'), 0)::bigint as staked,
            coalesce(sum(amount + bonus_amount) filter (where kind in ('win', 'win_reversed')), 0)::bigint as won,
            coalesce(sum(amount + bonus_amount) filter (where kind = 'adjustment' and amount + bonus_amount > 0), 0)::bigint as credited,
            coalesce(-sum(amount + bonus_amount) filter (where kind = 'adjustment' and amount + bonus_amount < 0), 0)::bigint as debited,
            coalesce(sum(amount + bonus_amount) filter (where kind = 'bonus'), 0)::bigint as bonuses,
            coalesce(sum(amount + bonus_amount) filter (where kind <> all($2::text[])), 0)::bigint as other,
            coalesce(sum(amount + bonus_amount), 0)::bigint as wallet,
            (count(*) filter (where kind in ('bonus', 'adjustment')))::int as gifts
     from ledger where user_id = $1`,
    [userId, TRAIL_KINDS],
  );
  const gifts = await db.query<{
    id: number;
    kind: 'bonus' | 'adjustment';
    amount: number;
    bonus_amount: number;
    remark: string;
    given_by: string | null;
    approved_by: string | null;
    created_at: Date;
  }>(
    `select id, kind, amount, bonus_amount, remark, given_by, approved_by, created_at from ledger
     where user_id = $1 and kind in ('bonus', 'adjustment') order by id desc limit ${CONTEXT_ROWS}`,
    [userId],
  );
  const n = (key: string) => Number(sums![key]);
  return {
    depositedPaise: n('deposited'),
    stakedPaise: n('staked'),
    wonPaise: n('won'),
    creditedPaise: n('credited'),
    debitedPaise: n('debited'),
    bonusesPaise: n('bonuses'),
    otherPaise: n('other'),
    walletPaise: n('wallet'),
    giftCount: n('gifts'),
    gifts: gifts.map((g) => ({
      id: Number(g.id),
      kind: g.kind,
      amountPaise: Number(g.amount) + Number(g.bonus_amount),
      remark: g.remark,
      givenBy: g.given_by,
      approvedBy: g.approved_by,
      at: consoleTime(g.created_at),
    })),
  };
}

/** The cashier's withdraw desk: the queue with bank details, the player's recent play, each decision once. */
export class WithdrawDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Pending first, oldest on top unless newest is asked; filtered by status, amount and a
   * search of the player's mobile and name and the payout reference (the payout's UTR;
   * desk-filter.ts), a page at a time (desk-page.ts).
   */
  async list({ page, order, ...filter }: DeskListing): Promise<WithdrawalPageAnswer> {
    const { ids, total } = await deskPage(this.db, 'withdrawals', filter, page, order);
    return paged(await this.rows(ids), total, page);
  }

  /** A cashier's claim on a pending withdrawal they review, made or renewed (desk-claims.ts). */
  claim(actor: Actor, id: number) {
    return claimRequest(this.db, 'withdrawal', actor, id, this.clock.now());
  }

  /** Ends the cashier's claim on the withdrawal: their review closed. */
  release(actor: Actor, id: number) {
    return releaseRequest(this.db, 'withdrawal', actor, id);
  }

  /** The player's last 30 days: a deposit-and-withdraw without play shows at a glance. */
  async context(id: number): Promise<WithdrawalContextAnswer> {
    const [request] = await this.db.query<{ user_id: number; amount: number; status: string }>(
      'select user_id, amount, status from withdrawals where id = $1',
      [id],
    );
    if (!request) throw new NotFound(`There is no withdrawal #${id}.`);
    // What the player has and owes now, and how much of this withdrawal that covers.
    const wallet = numeric(await walletOf(this.db, request.user_id));
    const hold = await payoutHoldOf(this.db, request.user_id);
    const since = new Date(this.clock.now().getTime() - CONTEXT_DAYS * 86_400_000);
    const params = [request.user_id, since];
    const deposits = await this.db.query<{ id: number; amount: number; status: string; created_at: Date }>(
      `select id, amount, status, created_at from deposits where user_id = $1 and created_at >= $2 order by id desc limit ${CONTEXT_ROWS}`,
      params,
    );
    type Bet = {
      id: number;
      market: string;
      game: string;
      number: string;
      session: string;
      amount: number;
      status: string;
      payout: number;
      created_at: Date;
    };
    const betColumns = 'id, market, game, number, session, amount, status, payout, created_at';
    const bets = await this.db.query<Bet>(
      `select ${betColumns} from bets where user_id = $1 and created_at >= $2 order by id desc limit ${CONTEXT_ROWS}`,
      params,
    );
    const wins = await this.db.query<Bet>(
      `select ${betColumns} from bets where user_id = $1 and created_at >= $2 and status = 'WON' order by id desc limit ${CONTEXT_ROWS}`,
      params,
    );
    const [totals] = await this.db.query<{ deposited: number; staked: number; won: number; bets: number }>(
      `select (select coalesce(sum(amount), 0)::bigint from deposits where user_id = $1 and created_at >= $2 and status = 'Completed') as deposited,
              coalesce(sum(amount), 0)::bigint as staked, coalesce(sum(payout), 0)::bigint as won, count(*)::int as bets
       from bets where user_id = $1 and created_at >= $2`,
      params,
    );
    const play = (b: Bet) => ({
      id: Number(b.id),
      market: b.market,
      game: b.game,
      number: b.number,
      session: b.session,
      status: b.status,
      createdAt: consoleTime(b.created_at),
    });
    // A bet's amount is its stake; a win's is what it paid.
    const bet = (b: Bet) => ({ ...play(b), amountPaise: Number(b.amount), payoutPaise: Number(b.payout) });
    const win = (b: Bet) => ({ ...play(b), amountPaise: Number(b.payout), stakePaise: Number(b.amount) });
    const trail = await moneyTrail(this.db, request.user_id);
    return {
      deposits: deposits.map((d) => ({
        id: Number(d.id),
        amountPaise: Number(d.amount),
        status: statusWord(d.status),
        createdAt: consoleTime(d.created_at),
      })),
      bets: bets.map(bet),
      wins: wins.map(win),
      totals: {
        depositedPaise: Number(totals!.deposited),
        stakedPaise: Number(totals!.staked),
        wonPaise: Number(totals!.won),
        bets: Number(totals!.bets),
      },
      money: {
        amountPaise: Number(request.amount),
        balancePaise: Number(wallet.balance),
        bonusPaise: Number(wallet.bonus),
        debtPaise: Number(wallet.debt),
        coveredPaise: request.status === 'Pending' ? coveredOf(Number(request.amount), wallet) : null,
      },
      hold: holdShape(hold),
      trail,
    };
  }

  /**
   * Approves (the money was held at the request: it goes out with the payout reference) or
   * rejects (the held amount returns through the ledger, repaying a debt first). Conditional
   * on still pending, so a second decision at once is told who made the first.
   *
   * Approval looks at the player's wallet under its lock first: while a hold stands on the
   * player's payouts nothing is approved, and a withdrawal the player's money no longer
   * covers once their debt is paid (a corrected result took back a win they had withdrawn)
   * is refused, naming the debt. Then it may be rejected, or an owner may approve the covered
   * part (`coveredOnly`, with a reason): that much is paid, the rest returns to the wallet
   * as a `withdraw_reduced` row and repays the debt (`debt_repaid`).
   */
  async decide(actor: Actor, id: number, decision: WithdrawalDecision): Promise<WithdrawalDecidedAnswer> {
    const status: RequestStatus = decision.approve ? 'Completed' : 'Rejected';
    let coveredOnly = decision.approve ? decision.coveredOnly : undefined;
    let reason = decision.approve ? (coveredOnly?.reason ?? '') : decision.reason;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      // The request under its lock: of two decisions at once (any processes), the second waits
      // and then reads the first's.
      const [request] = await tx.query<{
        id: number;
        user_id: number;
        amount: number;
        status: string;
        decided_by: string | null;
        mobile: string;
        name: string;
        first_approved_by: string | null;
        first_approved_by_id: string | null;
        first_approved_at: Date | null;
        first_payout_reference: string;
        first_covered_reason: string | null;
      }>(
        `select w.id, w.user_id, w.amount, w.status, w.decided_by, u.mobile, u.name, w.first_approved_by,
                w.first_approved_by_id, w.first_approved_at, w.first_payout_reference, w.first_covered_reason
         from withdrawals w join users u on u.id = w.user_id where w.id = $1 for update of w`,
        [id],
      );
      if (!request) throw new NotFound(`There is no withdrawal #${id}.`);
      refuseDecidedAgain(id, request);
      // Another cashier reviewing it decides it; the decision ends any claim on it.
      await settleClaim(tx, 'withdrawal', actor, id, now);
      const row = request;
      const amount = Number(row.amount);
      const wallet = await lockedWallet(tx, row.user_id);
      const covered = coveredOf(amount, wallet);
      // Two-person control: an approval of more than the threshold is the first of
      // two until a second operator approves it too. Judged by the setting when approved.
      const first = row.first_approved_by === null ? null : { by: row.first_approved_by, at: row.first_approved_at };
      const second = decision.approve && needsSecond(amount, await payoutThreshold(tx));
      // An owner's first approval of the covered part: the second approval (a cashier's too)
      // completes it as that covered payout, so a book with one owner can finish it.
      if (decision.approve && first && row.first_covered_reason !== null && !coveredOnly) {
        coveredOnly = { reason: row.first_covered_reason };
        reason = row.first_covered_reason;
      }
      let payoutReference = decision.approve ? decision.payoutReference : '';
      let paid = amount;
      if (decision.approve) {
        const hold = await payoutHoldOf(tx, row.user_id);
        if (hold)
          throw new Conflict(
            `Payouts of ${row.name || row.mobile} are on hold (${hold.reason}, by ${hold.heldBy}): release the hold on the player's page first, or reject #${id}.`,
          );
        const owes = `${row.name || row.mobile} owes ${indianRupees(wallet.debt)}`;
        if (!coveredOnly && covered < amount)
          throw new Conflict(
            covered === 0
              ? `${owes}: nothing of this ${indianRupees(amount)} withdrawal is covered. Reject #${id}: the held amount then repays the debt.`
              : `${owes}: only ${indianRupees(covered)} of this ${indianRupees(amount)} withdrawal is covered. Reject #${id}, or an owner may approve the covered ${indianRupees(covered)}.`,
          );
        if (coveredOnly && covered === amount)
          throw new Refusal(`All of #${id} is covered (${indianRupees(amount)}): approve it whole.`);
        if (coveredOnly && covered === 0)
          throw new Conflict(
            `${owes}: nothing of this ${indianRupees(amount)} withdrawal is covered. Reject #${id}: the held amount then repays the debt.`,
          );
        if (second) refuseSharedToken(actor, `Approving #${id}, ${aboveThreshold((await payoutThreshold(tx))!)},`);
        if (second && !first) {
          await this.approveFirst(tx, actor, now, row, payoutReference, coveredOnly, covered);
          return;
        }
        if (second && first)
          await refuseMakerAsSecond(
            tx,
            actor,
            { id: row.first_approved_by_id, username: first.by },
            now,
            `You gave the first approval of #${id}: a second operator must approve it, not you.`,
          );
        // The second approval pays: its reference, or the first's when it gave none.
        payoutReference ||= second ? row.first_payout_reference : '';
        if (!payoutReference) throw new Refusal('Payout reference is required.');
      }
      await tx.query(
        `update withdrawals set status = $2, decided_at = $3, decided_by = $4, reason = $5, payout_reference = $6 where id = $1`,
        [id, status, now, actor.username, reason, payoutReference],
      );
      if (decision.approve) {
        if (coveredOnly) {
          paid = covered;
          await tx.query('update withdrawals set paid_amount = $2 where id = $1', [id, paid]);
          await move(tx, now, {
            userId: row.user_id,
            kind: 'withdraw_reduced',
            remark: `Withdrawal #${id}: ${indianRupees(paid)} of ${indianRupees(amount)} paid, ${indianRupees(amount - paid)} returned: ${reason}`,
            ref: `withdrawal:${id}`,
            change: credit(amount - paid),
          });
        }
      } else {
        const remark = reason
          ? `Withdrawal #${id} rejected: ${reason} (funds returned)`
          : `Withdrawal #${id} rejected: funds returned`;
        await move(tx, now, {
          userId: row.user_id,
          kind: 'withdraw_rejected',
          remark,
          ref: `withdrawal:${id}`,
          change: credit(amount),
        });
      }
      await audit(tx, now, actor, {
        action: `withdrawal.${coveredOnly ? 'approve-covered' : decision.approve ? 'approve' : 'reject'}`,
        target: `withdrawal:${id}`,
        playerId: row.user_id,
        before: {
          status: 'pending',
          amountPaise: amount,
          player: row.mobile,
          ...(wallet.debt > 0 ? { balancePaise: wallet.balance, debtPaise: wallet.debt, coveredPaise: covered } : {}),
          // The first of two approvals, when there was one (two-person control).
          ...(first ? { firstApprovedBy: first.by, firstApprovedAt: consoleTime(first.at) } : {}),
        },
        after: {
          status: statusWord(status),
          ...(reason ? { reason } : {}),
          ...(payoutReference ? { payoutReference } : {}),
          ...(coveredOnly ? { paidPaise: paid, returnedPaise: amount - paid } : {}),
        },
      });
    });
    return { withdrawal: (await this.rows([id]))[0]! };
  }

  /**
   * The first of two approvals: recorded on the request, which stays pending (the player sees
   * nothing change), audited `withdrawal.approve-first`, and announced to the desks.
   */
  private async approveFirst(
    tx: Sql,
    actor: Actor,
    now: Date,
    row: { id: number; user_id: number; amount: number; mobile: string },
    payoutReference: string,
    coveredOnly: { reason: string } | undefined,
    covered: number,
  ) {
    const threshold = (await payoutThreshold(tx))!;
    const [by, username] = makerOf(actor);
    await tx.query(
      `update withdrawals set first_approved_by = $2, first_approved_by_id = $3, first_approved_at = $4,
              first_payout_reference = $5, first_covered_reason = $6 where id = $1`,
      [row.id, username, by, now, payoutReference, coveredOnly?.reason ?? null],
    );
    await auditFirstApproval(tx, now, actor, 'withdrawal', row, threshold, {
      ...(payoutReference ? { payoutReference } : {}),
      ...(coveredOnly ? { coveredPaise: covered, reason: coveredOnly.reason } : {}),
    });
  }

  /** The withdrawals of `ids`, in that order, with the player's bank details, wallet and hold. */
  private async rows(ids: number[]): Promise<WithdrawalRowAnswer[]> {
    if (ids.length === 0) return [];
    const threshold = await payoutThreshold(this.db);
    const claims = await claimsOf(this.db, 'withdrawal', ids, this.clock.now());
    const rows = await this.db.query<WithdrawalRow>(
      `select w.id, w.user_id, u.name, u.mobile, w.amount, w.bank_acno as acno, w.bank_name, w.bank_ifsc as ifsc,
              b.acno as acno_now, b.name as bank_name_now, b.ifsc as ifsc_now, coalesce(wa.balance, 0) as balance,
              coalesce(wa.debt, 0) as debt, w.paid_amount, h.reason as hold_reason, h.held_by, h.held_at,
              w.created_at, w.status, w.reason, w.payout_reference, w.decided_by, w.decided_at,
              w.first_approved_by, w.first_approved_at, w.first_covered_reason
       from withdrawals w join users u on u.id = w.user_id left join bank_details b on b.user_id = w.user_id left join wallets wa on wa.user_id = w.user_id
       left join payout_holds h on h.user_id = w.user_id
       where w.id = any($1::bigint[]) order by array_position($1::bigint[], w.id)`,
      [ids],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      player: { id: Number(r.user_id), name: r.name, mobile: r.mobile },
      amountPaise: Number(r.amount),
      // Where it goes: the account on file when it was asked for, whatever the player saved since.
      bank: { acno: r.acno ?? '', name: r.bank_name ?? '', ifsc: r.ifsc ?? '' },
      // The account on file now, when the player has saved another since asking (else null).
      bankOnFileNow:
        r.status === 'Pending' &&
        r.acno_now !== null &&
        (r.acno_now !== r.acno || r.ifsc_now !== r.ifsc || r.bank_name_now !== r.bank_name)
          ? { acno: r.acno_now, name: r.bank_name_now ?? '', ifsc: r.ifsc_now ?? '' }
          : null,
      // The main wallet beside the held amount (what the player could still ask for).
      withdrawablePaise: Number(r.balance),
      // What the player owes now, and how much of a pending request that leaves covered.
      debtPaise: Number(r.debt),
      coveredPaise:
        r.status === 'Pending'
          ? coveredOf(Number(r.amount), { balance: Number(r.balance), bonus: 0, debt: Number(r.debt) })
          : null,
      // What a completed withdrawal paid: all of it, or the covered part an owner approved.
      paidPaise: r.status === 'Completed' ? Number(r.paid_amount ?? r.amount) : null,
      hold:
        r.hold_reason === null ? null : { reason: r.hold_reason, heldBy: r.held_by, heldAt: consoleTime(r.held_at) },
      createdAt: consoleTime(r.created_at),
      status: statusWord(r.status),
      reason: r.reason,
      payoutReference: r.payout_reference,
      decidedBy: r.decided_by,
      decidedAt: consoleTime(r.decided_at),
      // Two-person control: whether approving it now takes two operators, and the first's approval (or null).
      secondApproval: r.status === 'Pending' && needsSecond(Number(r.amount), threshold),
      // An owner's first approval of the covered part carries its reason: the second approval pays that part.
      firstApproval:
        r.first_approved_by === null
          ? null
          : {
              by: r.first_approved_by,
              at: consoleTime(r.first_approved_at),
              ...(r.first_covered_reason === null ? {} : { coveredReason: r.first_covered_reason }),
            },
      claimedBy: r.status === 'Pending' ? (claims.get(Number(r.id)) ?? null) : null,
    }));
  }
}
