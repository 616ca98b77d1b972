import type { FundsGateway, RealityCheckFigures, RealityCheckMinutes } from '../ports/funds-gateway.js';
import { type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';

/** What a reality check shows: this login session's time and net result, as the server counts them. */
/** The reality check's figures, as the port answers them. */
export type RealityCheckModel = RealityCheckFigures;

/**
 * Milliseconds until the next check: at each whole interval of play (15, 30, 45 … minutes
 * with 15), counted from the session's start. Undefined when the check is off.
 */
export function msToNextCheck(intervalMinutes: RealityCheckMinutes, playedSeconds: number): number | undefined {
  if (intervalMinutes === 0) return undefined;
  const intervalMs = intervalMinutes * 60_000;
  return intervalMs - ((playedSeconds * 1000) % intervalMs);
}

/**
 * The reality check (docs/player-limits.md): at the interval the player chose, while they play,
 * how long this login session has lasted and what it has won or lost. Read quietly: a check
 * that fails to load waits for the next one rather than interrupting play with an error.
 */
export class RealityCheck {
  constructor(
    private readonly funds: FundsGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async load(): Promise<Outcome<RealityCheckModel>> {
    return this.policy.run(() => this.funds.realityCheck(), { quiet: true });
  }
}
