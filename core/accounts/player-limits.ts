import type {
  CoolOffPeriod,
  ExclusionPeriod,
  FundsGateway,
  LimitKind,
  LimitPeriod,
  LimitWindow,
  RealityCheckMinutes,
  SelfLimits,
} from '../ports/funds-gateway.js';
import type { PortAnswer } from '../ports/port-answer.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { paiseOfRupees } from '../funds/amount-input.js';

/** What a limit caps: deposits asked for, stakes placed, or net loss (stakes minus wins). */
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'stake', 'loss'];
/** The windows a limit runs over, in the market's time zone; a week starts on Monday. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** How often the reality check may come: off, or every 15, 30 or 60 minutes. */
export const REALITY_CHECK_MINUTES: readonly RealityCheckMinutes[] = [0, 15, 30, 60];

export type { LimitWindow };

/** The limits a player set on themself, as the limits screen shows them. */
/** The player's limits, as the port answers them (a limit in paise, undefined for none). */
export type PlayerLimitsModel = SelfLimits;

/**
 * Limits a player sets (docs/player-limits.md): deposit, stake and loss limits per day, week and
 * month, a cool-off, a self-exclusion. The
 * server enforces them and decides when a raise holds; this reads and sends them.
 */
export class PlayerLimits {
  private readonly flight = new SingleFlight<Outcome<PlayerLimitsModel>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
  ) {}

  load(): Promise<Outcome<PlayerLimitsModel>> {
    return this.send(() => this.funds.selfLimits());
  }

  /** Rupees a day; empty removes the limit (the server holds a removal for 24 hours). */
  setDailyLimit(rupees: string): Promise<Outcome<PlayerLimitsModel>> {
    const amount = rupees.trim();
    if (amount !== '' && !(paiseOfRupees(amount) ?? 0))
      return Promise.resolve(reportFailure(this.notifier, invalid(text('enterValidAmount'), 'amount')));
    return this.send(
      () => this.funds.setDailyLimit({ limitPaise: limitPaise(amount) }),
      (limits) => limits.next?.from,
    );
  }

  /** One of the nine limits, in rupees; empty removes it (after 24 hours). */
  setLimit(kind: LimitKind, period: LimitPeriod, rupees: string): Promise<Outcome<PlayerLimitsModel>> {
    const amount = rupees.trim();
    if (amount !== '' && !(paiseOfRupees(amount) ?? 0))
      return Promise.resolve(reportFailure(this.notifier, invalid(text('enterValidAmount'), 'amount')));
    return this.send(
      () => this.funds.setLimit({ kind, period, limitPaise: limitPaise(amount) }),
      (limits) => limits.windows.find((w) => w.kind === kind && w.period === period)?.next?.from,
    );
  }

  /** How often the reality check comes while the player plays; 0 turns it off. */
  setRealityCheck(minutes: RealityCheckMinutes): Promise<Outcome<PlayerLimitsModel>> {
    return this.send(() => this.funds.setRealityCheck({ minutes }), SAVED_NOW);
  }

  coolOff(period: CoolOffPeriod): Promise<Outcome<PlayerLimitsModel>> {
    return this.send(() => this.funds.coolOff({ period }), SAVED_NOW);
  }

  exclude(period: ExclusionPeriod): Promise<Outcome<PlayerLimitsModel>> {
    return this.send(() => this.funds.selfExclude({ period }), SAVED_NOW);
  }

  /**
   * Sends a call (or reads, without `waitsFrom`) and says what the change did: saved, or, when
   * the limit it changed now has a change waiting (a raise or a removal holds only after 24
   * hours), from when it holds, so the player does not take a higher limit to hold now.
   */
  private send(
    call: () => Promise<PortAnswer<SelfLimits>>,
    waitsFrom?: (limits: SelfLimits) => string | undefined,
  ): Promise<Outcome<PlayerLimitsModel>> {
    return this.flight.run(async () => {
      const answer = await this.policy.run(call);
      if (!answer.ok) return answer;
      if (waitsFrom) {
        const from = waitsFrom(answer.value);
        this.notifier.notify(successNotice(from ? text('limitChangeWaits', { from }) : text('limitsSaved')));
      }
      return success(answer.value);
    });
  }
}

/** A change that holds at once: nothing waits. */
const SAVED_NOW = (): undefined => undefined;

/** A limit as typed (checked): paise, or undefined for an empty field, which removes it. */
function limitPaise(rupees: string): number | undefined {
  return rupees === '' ? undefined : paiseOfRupees(rupees);
}
