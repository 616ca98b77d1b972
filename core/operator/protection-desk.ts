import type { ExclusionPeriod, LimitKind, LimitPeriod } from '../ports/funds-gateway.js';
import type { ConsoleAnswer } from '../ports/console-answer.js';
import type { PlayerAdminGateway, PlayerProtection } from '../ports/player-admin-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import { bonusAmountError, MAX_REASON_LENGTH } from './operator-input.js';
import { operatorText, type OperatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

type Answer = OperatorOutcome<PlayerProtection>;

/** The player's request, written down with the change: required, as long as a reason may be. */
function requestError(request: string): OperatorText | undefined {
  const trimmed = request.trim();
  if (trimmed === '') return operatorText('enterPlayerRequest');
  if (trimmed.length > MAX_REASON_LENGTH) return operatorText('playerRequestTooLong', { max: MAX_REASON_LENGTH });
  return undefined;
}

/**
 * A player's protection in the console (docs/player-limits.md): read by every role that reads
 * players; tightened by owners and support on the player's own request, which is written
 * down with the change. The server refuses anything looser: only the player loosens.
 */
export class ProtectionDesk {
  private readonly flight = new KeyedFlight<Answer>();

  constructor(
    private readonly players: PlayerAdminGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  read(id: string): Promise<Answer> {
    return this.policy.run(() => this.players.protection({ id }));
  }

  /** A lower limit (positive rupees), with what the player asked for. */
  lowerLimit(id: string, kind: LimitKind, period: LimitPeriod, amount: string, request: string): Promise<Answer> {
    return this.checked(
      [
        ['amount', bonusAmountError(amount)],
        ['request', requestError(request)],
      ],
      id,
      () => this.players.lowerLimit({ id, kind, period, amount: amount.trim(), request: request.trim() }),
    );
  }

  exclude(id: string, period: ExclusionPeriod, request: string): Promise<Answer> {
    return this.checked([['request', requestError(request)]], id, () =>
      this.players.exclude({ id, period, request: request.trim() }),
    );
  }

  /** The first broken rule stops the change before anything is sent. */
  private checked(
    checks: [field: string, error: OperatorText | undefined][],
    id: string,
    call: () => Promise<ConsoleAnswer<PlayerProtection>>,
  ): Promise<Answer> {
    const broken = checks.find(([, error]) => error !== undefined);
    if (broken) return Promise.resolve(badInput(broken[1]!, broken[0]));
    return this.flight.run(id, () => this.policy.run(call));
  }
}
