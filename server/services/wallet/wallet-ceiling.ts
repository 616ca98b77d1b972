import { configAmount, indianRupees } from 'matka-core/player';
import type { WalletAllowanceAnswer } from '../../../contract/console/players.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { dayOf, type Clock } from '../platform/clock.js';
import { Forbidden } from '../platform/console-refusals.js';
import { Refusal } from '../platform/refusal.js';
import { CASHIER_CEILING_KEY } from '../platform/two-person.js';

/** The config key of a cashier's daily ceiling (kept with two-person control, which loosens it only after a day). */
export { CASHIER_CEILING_KEY };

/** Where a cashier's movement left their day: what the audit row records. */
export interface CeilingTaken {
  day: string;
  ceilingPaise: number;
  movedTodayPaise: number;
}

const limited = (actor: Actor) => actor.role !== 'owner';

/**
 * The daily ceiling on what one cashier credits and debits to players' wallets:
 * the sum of the absolute amounts of the market day, per operator, up to the setting
 * `cashier_wallet_ceiling` (config, rupees). Owners are not limited.
 */
export class WalletCeiling {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** What an operator may still credit or debit today: owners (and the bearer API) without a ceiling. */
  async allowance(actor: Actor): Promise<WalletAllowanceAnswer> {
    if (!limited(actor)) return { unlimited: true };
    const day = dayOf(this.clock.now());
    const ceilingPaise = await this.ceiling(this.db);
    const movedPaise = await this.moved(this.db, actor, day);
    return { unlimited: false, day, ceilingPaise, movedPaise, leftPaise: Math.max(0, ceilingPaise - movedPaise) };
  }

  /**
   * Counts |paise| against the actor's day in the caller's transaction, or refuses: 403 while
   * the ceiling is 0, 400 when the movement would pass it. The day's row is raised by a
   * conditional upsert, which PostgreSQL runs one at a time per row, so two movements at
   * once (from any processes) cannot both pass the ceiling; a movement that fails later in
   * its transaction takes its count back with it. Undefined for an owner.
   */
  async take(tx: Sql, actor: Actor, paise: number): Promise<CeilingTaken | undefined> {
    if (!limited(actor)) return undefined;
    const ceilingPaise = await this.ceiling(tx);
    if (ceilingPaise === 0 || actor.operatorId === null)
      throw new Forbidden(
        `The ${actor.role} role may not credit or debit wallets: the owner has set no daily ceiling for it (Settings, ${CASHIER_CEILING_KEY}).`,
      );
    const day = dayOf(this.clock.now());
    const amount = Math.abs(paise);
    const [row] =
      amount > ceilingPaise
        ? []
        : await tx.query<{ moved: number }>(
            `insert into operator_wallet_days (operator_id, day, moved) values ($1, $2, $3)
             on conflict (operator_id, day) do update set moved = operator_wallet_days.moved + excluded.moved
             where operator_wallet_days.moved + excluded.moved <= $4
             returning moved`,
            [actor.operatorId, day, amount, ceilingPaise],
          );
    if (!row) {
      const moved = await this.moved(tx, actor, day);
      const left = Math.max(0, ceilingPaise - moved);
      throw new Refusal(
        `${indianRupees(amount)} would pass your daily ceiling of ${indianRupees(ceilingPaise)} for wallet credits and debits: ${indianRupees(moved)} moved today, ${indianRupees(left)} left.`,
      );
    }
    return { day, ceilingPaise, movedTodayPaise: Number(row.moved) };
  }

  /**
   * Gives back what `take` counted on a day, in the caller's transaction: a credit that waited
   * for a second operator and was rejected never moved a wallet (two-person control).
   */
  async giveBack(tx: Sql, operatorId: number | string, day: string, paise: number): Promise<void> {
    await tx.query(
      'update operator_wallet_days set moved = greatest(moved - $3, 0) where operator_id = $1 and day = $2',
      [operatorId, day, Math.abs(paise)],
    );
  }

  private async ceiling(db: Sql): Promise<number> {
    const [row] = await db.query<{ value: string }>('select value from config where key = $1', [CASHIER_CEILING_KEY]);
    return configAmount(row?.value ?? '0');
  }

  private async moved(db: Sql, actor: Actor, day: string): Promise<number> {
    const [row] = await db.query<{ moved: number }>(
      'select moved from operator_wallet_days where operator_id = $1 and day = $2',
      [actor.operatorId, day],
    );
    return Number(row?.moved ?? 0);
  }
}
