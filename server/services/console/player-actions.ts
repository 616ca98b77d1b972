import { walletString } from '../../../core/index.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit, type AuditEntry } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { NotFound } from '../platform/console-refusals.js';
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

  /** Bonus points: playable, never withdrawable (a `bonus` ledger row). */
  bonus(actor: Actor, id: number, paise: number, reason: string) {
    return this.act(actor, id, 'player.bonus', async (tx) => {
      const remark = reason ? `Bonus: ${reason}` : 'Bonus';
      const before = await this.wallet(tx, id);
      const after = await move(tx, this.clock.now(), { userId: id, kind: 'bonus', remark, change: creditBonus(paise) });
      return { before: wallet(before), after: { ...wallet(after), amountPaise: paise, ...(reason ? { reason } : {}) } };
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
      const before = await this.wallet(tx, id);
      if (paise < 0 && before.balance + paise < 0) {
        throw new Refusal(
          `The main wallet holds ₹${walletString(before.balance)}: an adjustment cannot take it below zero.`,
        );
      }
      const change = paise > 0 ? credit(paise) : debit(-paise);
      const after = await move(tx, this.clock.now(), {
        userId: id,
        kind: 'adjustment',
        remark: `Adjustment: ${reason}`,
        change,
      });
      return { before: wallet(before), after: { ...wallet(after), amountPaise: paise, reason, ...taken } };
    });
  }

  private async act(
    actor: Actor,
    id: number,
    action: string,
    work: (tx: Sql, player: Target) => Promise<Pick<AuditEntry, 'before' | 'after'>>,
  ) {
    await this.db.transaction(async (tx) => {
      // The player's row is locked, so a block and a bet, or two actions, take turns.
      const [player] = await tx.query<Target>(
        'select id, mobile, verified, blocked_at, blocked_reason from users where id = $1 for no key update',
        [id],
      );
      if (!player) throw new NotFound(`There is no player #${id}.`);
      const { before, after } = await work(tx, player);
      await audit(tx, this.clock.now(), actor, {
        action,
        target: `player:${player.mobile}`,
        playerId: id,
        before,
        after,
      });
    });
    return { player: (await this.desk.player(id)).player };
  }

  private async wallet(tx: Sql, id: number): Promise<WalletTotals> {
    const [row] = await tx.query<WalletTotals>('select balance, bonus, debt from wallets where user_id = $1', [id]);
    if (!row) throw new NotFound(`Player #${id} has no wallet.`);
    return { balance: Number(row.balance), bonus: Number(row.bonus), debt: Number(row.debt) };
  }
}
