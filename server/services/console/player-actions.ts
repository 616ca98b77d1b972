import { walletString } from 'matka-core/player';
import type { CreditAnswer, PendingCreditAnswer, PendingCreditPageAnswer } from '../../../contract/console/players.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit, type AuditEntry } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { consoleTime, paged, offsetOf, CONSOLE_PAGE_SIZE } from '../platform/console-format.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import {
  aboveThreshold,
  creditAboveThreshold,
  isMaker,
  makerOf,
  payoutThreshold,
  refuseMakerAsSecond,
  refuseSharedToken,
} from '../platform/two-person.js';
import { credit, creditBonus, debit, move, type WalletTotals } from '../wallet/ledger.js';
import type { PlayerDesk } from './player-desk.js';
import { Refusal } from '../platform/refusal.js';
import { lockedWallet, payoutHoldOf } from '../wallet/withdrawal-controls.js';
import type { WalletCeiling } from '../wallet/wallet-ceiling.js';

interface Target {
  id: number;
  mobile: string;
  verified: boolean;
  blocked_reason: string | null;
  blocked_at: Date | null;
}

const wallet = (w: WalletTotals) => ({ balancePaise: w.balance, bonusPaise: w.bonus, debtPaise: w.debt });

interface PendingCreditRow {
  id: string;
  user_id: string;
  name: string;
  mobile: string;
  kind: 'adjust' | 'bonus';
  amount: string;
  reason: string;
  made_by_id: string | null;
  made_by: string;
  made_role: string;
  made_at: Date;
  ceiling_day: string | null;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
}

/** What a player action answers: the player, and a credit left waiting for a second operator. */
interface ActionWork extends Pick<AuditEntry, 'before' | 'after'> {
  /** Another action than the call's (the credit that now waits: 'player.credit-pending'). */
  action?: string;
  pending?: PendingCreditAnswer;
}

/** What an operator does to a player; each action and its audit row commit together. */
export class PlayerActions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly desk: PlayerDesk,
    private readonly ceiling: WalletCeiling,
  ) {}

  /** Blocks (or blocks again with a new reason): every session ends; logins, bets, transfers and withdrawals are refused. */
  block(actor: Actor, id: number, reason: string) {
    return this.act(actor, id, 'player.block', async (tx, p) => {
      await tx.query('update users set blocked_at = $2, blocked_reason = $3 where id = $1', [
        id,
        this.clock.now(),
        reason,
      ]);
      await tx.query('update api_tokens set revoked = true where user_id = $1 and not revoked', [id]);
      return { before: { blocked: p.blocked_at !== null, reason: p.blocked_reason }, after: { blocked: true, reason } };
    });
  }

  unblock(actor: Actor, id: number) {
    return this.act(actor, id, 'player.unblock', async (tx, p) => {
      await tx.query('update users set blocked_at = null, blocked_reason = null where id = $1', [id]);
      return { before: { blocked: p.blocked_at !== null, reason: p.blocked_reason }, after: { blocked: false } };
    });
  }

  /**
   * Holds the player's payouts (or holds them again with a new reason): their withdrawal
   * requests are refused with the reason, and none of theirs is approved while it stands.
   * The wallet is locked as a request locks it, so a request at the same moment goes first
   * or sees the hold.
   */
  holdPayouts(actor: Actor, id: number, reason: string) {
    return this.act(actor, id, 'player.hold-payouts', async (tx) => {
      await lockedWallet(tx, id);
      const before = await payoutHoldOf(tx, id);
      await tx.query(
        `insert into payout_holds (user_id, reason, held_by, held_at) values ($1, $2, $3, $4)
         on conflict (user_id) do update set reason = $2, held_by = $3, held_at = $4`,
        [id, reason, actor.username, this.clock.now()],
      );
      return { before: { held: before !== undefined, reason: before?.reason ?? null }, after: { held: true, reason } };
    });
  }

  releasePayouts(actor: Actor, id: number) {
    return this.act(actor, id, 'player.release-payouts', async (tx) => {
      await lockedWallet(tx, id);
      const before = await payoutHoldOf(tx, id);
      if (!before) throw new Refusal('The payouts of this player are not on hold.');
      await tx.query('delete from payout_holds where user_id = $1', [id]);
      return { before: { held: true, reason: before.reason }, after: { held: false } };
    });
  }

  endSessions(actor: Actor, id: number) {
    return this.act(actor, id, 'player.end-sessions', async (tx) => {
      const ended = await tx.query(
        'update api_tokens set revoked = true where user_id = $1 and not revoked and expires_at > $2 returning 1',
        [id, this.clock.now()],
      );
      return { after: { sessionsEnded: ended.length } };
    });
  }

  verify(actor: Actor, id: number) {
    return this.act(actor, id, 'player.verify', async (tx, p) => {
      await tx.query('update users set verified = true where id = $1', [id]);
      return { before: { verified: p.verified }, after: { verified: true } };
    });
  }

  /**
   * Bonus points: playable, never withdrawable (a `bonus` ledger row). Above the two-person
   * threshold it waits for a second operator's approval instead (approveCredit).
   */
  bonus(actor: Actor, id: number, paise: number, reason: string) {
    return this.act(actor, id, 'player.bonus', async (tx) => {
      // A bonus is money to the player as a credit is: under the cashier's daily ceiling too.
      const taken = await this.ceiling.take(tx, actor, paise);
      const above = await creditAboveThreshold(tx, actor, id, paise, this.clock.now());
      if (above) return this.askSecond(tx, actor, id, 'bonus', paise, reason, taken?.day, above.alone);
      const before = await this.wallet(tx, id);
      const after = await move(tx, this.clock.now(), bonusMovement(id, paise, reason, actor.username));
      return {
        before: wallet(before),
        after: { ...wallet(after), amountPaise: paise, ...(reason ? { reason } : {}), ...taken },
      };
    });
  }

  /**
   * The main wallet by a signed amount (an `adjustment` ledger row with the reason). Money in
   * repays a debt first, as every credit does; money out may not take the wallet below zero.
   * A cashier's amount counts against their daily ceiling (WalletCeiling); an owner has none.
   */
  adjust(actor: Actor, id: number, paise: number, reason: string) {
    return this.act(actor, id, 'player.adjust', async (tx) => {
      const taken = await this.ceiling.take(tx, actor, paise);
      // A credit above the two-person threshold, with what this operator credited the player alone
      // in the window, waits for a second operator (a debit never does).
      const above = paise > 0 ? await creditAboveThreshold(tx, actor, id, paise, this.clock.now()) : null;
      if (above) return this.askSecond(tx, actor, id, 'adjust', paise, reason, taken?.day, above.alone);
      const before = await this.wallet(tx, id);
      if (paise < 0 && before.balance + paise < 0) {
        throw new Refusal(
          `The main wallet holds ₹${walletString(before.balance)}: an adjustment cannot take it below zero.`,
        );
      }
      const after = await move(tx, this.clock.now(), adjustMovement(id, paise, reason, actor.username));
      return { before: wallet(before), after: { ...wallet(after), amountPaise: paise, reason, ...taken } };
    });
  }

  /**
   * Keeps a credit or bonus above the threshold for a second operator: nothing moves yet.
   * Audited `player.credit-pending`; a cashier's daily ceiling has counted it already (given
   * back if it is rejected).
   */
  private async askSecond(
    tx: Sql,
    actor: Actor,
    id: number,
    kind: 'adjust' | 'bonus',
    paise: number,
    reason: string,
    ceilingDay: string | undefined,
    creditedBefore: number,
  ): Promise<ActionWork> {
    refuseSharedToken(
      actor,
      `A ${kind === 'bonus' ? 'bonus' : 'credit'} ${aboveThreshold((await payoutThreshold(tx))!)}`,
    );
    const [row] = await tx.query<{ id: string }>(
      `insert into pending_credits (user_id, kind, amount, reason, made_by_id, made_by, made_role, made_at, ceiling_day)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [id, kind, paise, reason, ...makerOf(actor), this.clock.now(), ceilingDay ?? null],
    );
    const [pending] = await this.pendingRows(tx, actor, 'c.id = $1', [row!.id]);
    return {
      action: 'player.credit-pending',
      after: {
        id: Number(row!.id),
        kind,
        amountPaise: paise,
        ...(reason ? { reason } : {}),
        thresholdPaise: await payoutThreshold(tx),
        // What the same operator credited this player alone in the window before it: counted with it.
        ...(creditedBefore > 0 ? { creditedAloneBeforePaise: creditedBefore } : {}),
      },
      pending: pending!,
    };
  }

  /** The credits and bonuses waiting for a second operator, newest first (of one player, with `player`). */
  async pendingCredits(viewer: Actor, page: number, player?: number): Promise<PendingCreditPageAnswer> {
    const where = player === undefined ? "c.status = 'pending'" : "c.status = 'pending' and c.user_id = $1";
    const params = player === undefined ? [] : [player];
    const [count] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from pending_credits c where ${where}`,
      params,
    );
    const rows = await this.pendingRows(
      this.db,
      viewer,
      `${where} order by c.id desc limit ${CONSOLE_PAGE_SIZE} offset ${offsetOf(page)}`,
      params,
    );
    return paged(rows, Number(count?.n ?? 0), page);
  }

  /**
   * A second operator's decision on a waiting credit, once (of two at once, from any
   * processes, the second is told who decided): approved, the wallet moves as the credit
   * would have, audited `player.adjust` or `player.bonus` as the approver's with who asked for
   * it; rejected (by anyone who may act on players, its maker too), nothing moves, audited
   * `player.credit-reject`, and a cashier's ceiling gets the amount back. The maker never approves.
   */
  async decideCredit(actor: Actor, creditId: number, approve: boolean): Promise<CreditAnswer> {
    const [credit] = await this.db.query<{ user_id: string }>('select user_id from pending_credits where id = $1', [
      creditId,
    ]);
    if (!credit) throw new NotFound(`There is no waiting credit #${creditId}.`);
    const playerId = Number(credit.user_id);
    const answer = await this.act(
      actor,
      playerId,
      approve ? 'player.credit-approve' : 'player.credit-reject',
      async (tx) => {
        const [row] = await this.creditRows(tx, 'c.id = $1 for update of c', [creditId]);
        if (row!.status !== 'pending')
          throw new Conflict(
            `Credit #${creditId} was already ${row!.status} by ${row!.decided_by ?? 'another operator'}.`,
          );
        if (approve) refuseSharedToken(actor, `Approving credit #${creditId}`);
        const asked = { askedBy: row!.made_by, askedAt: consoleTime(row!.made_at), creditId };
        const amount = Number(row!.amount);
        await tx.query('update pending_credits set status = $2, decided_by = $3, decided_at = $4 where id = $1', [
          creditId,
          approve ? 'approved' : 'rejected',
          actor.username,
          this.clock.now(),
        ]);
        if (!approve) {
          if (row!.ceiling_day !== null && row!.made_by_id !== null)
            await this.ceiling.giveBack(tx, row!.made_by_id, row!.ceiling_day, amount);
          return {
            before: { id: creditId, kind: row!.kind, amountPaise: amount, reason: row!.reason, askedBy: row!.made_by },
            after: { status: 'rejected' },
          };
        }
        await refuseMakerAsSecond(
          tx,
          actor,
          { id: row!.made_by_id, username: row!.made_by },
          this.clock.now(),
          `You asked for credit #${creditId}: a second operator must approve it, not you.`,
        );
        const before = await this.wallet(tx, playerId);
        const movement =
          row!.kind === 'bonus'
            ? bonusMovement(playerId, amount, row!.reason, row!.made_by, actor.username)
            : adjustMovement(playerId, amount, row!.reason, row!.made_by, actor.username);
        const after = await move(tx, this.clock.now(), movement);
        return {
          action: row!.kind === 'bonus' ? 'player.bonus' : 'player.adjust',
          before: wallet(before),
          after: { ...wallet(after), amountPaise: amount, ...(row!.reason ? { reason: row!.reason } : {}), ...asked },
        };
      },
    );
    return answer;
  }

  private creditRows(db: Sql, where: string, params: unknown[]) {
    return db.query<PendingCreditRow>(
      `select c.id, c.user_id, u.name, u.mobile, c.kind, c.amount, c.reason, c.made_by_id, c.made_by, c.made_role,
              c.made_at, c.ceiling_day, c.status, c.decided_by
       from pending_credits c join users u on u.id = c.user_id where ${where}`,
      params,
    );
  }

  private async pendingRows(db: Sql, viewer: Actor, where: string, params: unknown[]): Promise<PendingCreditAnswer[]> {
    const rows = await this.creditRows(db, where, params);
    return rows.map((r) => ({
      id: Number(r.id),
      player: { id: Number(r.user_id), name: r.name, mobile: r.mobile },
      kind: r.kind,
      amountPaise: Number(r.amount),
      reason: r.reason,
      by: r.made_by,
      at: consoleTime(r.made_at),
      mine: isMaker(viewer, { id: r.made_by_id, username: r.made_by }),
    }));
  }

  /** The player as the action left them, and the credit it left waiting for a second operator (if any). */
  private async act(actor: Actor, id: number, action: string, work: (tx: Sql, player: Target) => Promise<ActionWork>) {
    const pending = await this.db.transaction(async (tx) => {
      // The player's row is locked, so a block and a bet, or two actions, take turns.
      const [player] = await tx.query<Target>(
        'select id, mobile, verified, blocked_at, blocked_reason from users where id = $1 for no key update',
        [id],
      );
      if (!player) throw new NotFound(`There is no player #${id}.`);
      const done = await work(tx, player);
      await audit(tx, this.clock.now(), actor, {
        action: done.action ?? action,
        target: `player:${player.mobile}`,
        playerId: id,
        before: done.before,
        after: done.after,
      });
      return done.pending;
    });
    const { player } = await this.desk.player(id);
    return (pending ? { player, pending } : { player }) satisfies CreditAnswer;
  }

  private async wallet(tx: Sql, id: number): Promise<WalletTotals> {
    const [row] = await tx.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1', [id]);
    if (!row) throw new NotFound(`Player #${id} has no wallet.`);
    return { balance: Number(row.balance), bonus: Number(row.bonus), debt: Number(row.debt) };
  }
}

/** A bonus as its ledger row (with who gave it, and who approved it when it took two): playable, never withdrawable. */
const bonusMovement = (userId: number, paise: number, reason: string, givenBy: string, approvedBy?: string) => ({
  userId,
  givenBy,
  ...(approvedBy === undefined ? {} : { approvedBy }),
  kind: 'bonus' as const,
  remark: reason ? `Bonus: ${reason}` : 'Bonus',
  change: creditBonus(paise),
});

/** An adjustment of the main wallet as its ledger row, with who gave it (money in repays a debt first). */
const adjustMovement = (userId: number, paise: number, reason: string, givenBy: string, approvedBy?: string) => ({
  userId,
  givenBy,
  ...(approvedBy === undefined ? {} : { approvedBy }),
  kind: 'adjustment' as const,
  remark: `Adjustment: ${reason}`,
  change: paise > 0 ? credit(paise) : debit(-paise),
});
