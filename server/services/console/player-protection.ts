import { indianRupees, type LimitKind, type LimitPeriod } from 'matka-core/player';
import type { ExclusionPeriod } from '../../../contract/player/self-limit-periods.js';
import type { ProtectionAnswer } from '../../../contract/console/players.js';
import type { Database, Sql } from '../../db/database.js';
import { exclusionEnd, excludeIn, limitInForce, rowFor, writeLimit, type SelfLimits } from '../accounts/self-limits.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import { stamp, type Clock } from '../platform/clock.js';
import { NotFound } from '../platform/console-refusals.js';
import { Refusal } from '../platform/refusal.js';

/**
 * A player's protection as the console sees it (docs/player-limits.md): their nine limits, cool-off,
 * exclusion and reality check, read-only; support may only tighten them, on the player's own
 * request, each change audited with who made it and at whose request. Loosening stays the
 * player's (with its 24 hours' wait).
 */
export class PlayerProtection {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly selfLimits: SelfLimits,
  ) {}

  async read(id: number): Promise<ProtectionAnswer> {
    await this.mobileOf(this.db, id);
    const state = await this.selfLimits.state({ id });
    // The older day-of-stakes fields repeat one of the nine limits: the console reads the nine.
    return {
      protection: {
        limits: state.limits,
        cool_off_until: state.cool_off_until,
        excluded_until: state.excluded_until,
        excluded_for_good: state.excluded_for_good,
        reality_check: state.reality_check,
      },
    };
  }

  /** A limit lower than the one in force (or one where there is none); a waiting raise is dropped. */
  async lowerLimit(
    actor: Actor,
    id: number,
    kind: LimitKind,
    period: LimitPeriod,
    paise: number,
    request: string,
  ): Promise<ProtectionAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const mobile = await this.mobileOf(tx, id);
      await rowFor(tx, id, now);
      const current = await limitInForce(tx, id, kind, period, now);
      if (current !== null && paise >= current)
        throw new Refusal(
          `Only the player can raise a limit: ${indianRupees(paise)} is not below their ${indianRupees(current)} ${period} ${kind} limit.`,
        );
      await writeLimit(tx, id, kind, period, { amount: paise, pending: null, removal: false, from: null });
      await audit(tx, now, actor, {
        action: 'player.limit',
        target: `player:${mobile}`,
        playerId: id,
        before: { kind, period, limitPaise: current },
        after: { kind, period, limitPaise: paise, atRequestOf: `player:${mobile}`, request },
      });
    });
    return this.read(id);
  }

  /** Excludes the player, at their request, until later than any exclusion they have. */
  async exclude(actor: Actor, id: number, period: ExclusionPeriod, request: string): Promise<ProtectionAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const mobile = await this.mobileOf(tx, id);
      await rowFor(tx, id, now);
      const [row] = await tx.query<{ excluded_until: Date | null; excluded_for_good: boolean }>(
        'select excluded_until, excluded_for_good from self_limits where user_id = $1',
        [id],
      );
      const until = exclusionEnd(period, now);
      if (row!.excluded_for_good) throw new Refusal('The player is already excluded for good.');
      if (until !== null && row!.excluded_until && row!.excluded_until >= until)
        throw new Refusal(`The player is already excluded until ${stamp(row!.excluded_until)}.`);
      await excludeIn(tx, id, period, now);
      await audit(tx, now, actor, {
        action: 'player.exclude',
        target: `player:${mobile}`,
        playerId: id,
        before: {
          excludedUntil: row!.excluded_until && row!.excluded_until > now ? stamp(row!.excluded_until) : null,
        },
        after: {
          excludedUntil: until === null ? null : stamp(until),
          excludedForGood: until === null,
          atRequestOf: `player:${mobile}`,
          request,
        },
      });
    });
    return this.read(id);
  }

  private async mobileOf(db: Sql, id: number): Promise<string> {
    const [row] = await db.query<{ mobile: string }>('select mobile from users where id = $1', [id]);
    if (!row) throw new NotFound(`There is no player #${id}.`);
    return row.mobile;
  }
}
