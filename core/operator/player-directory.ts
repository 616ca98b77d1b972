import type { ActivityRow } from '../ports/activity-row.js';
import type { ConsolePage } from '../ports/console-answer.js';
import type {
  LedgerRow,
  PlayerActivity,
  PlayerAdminGateway,
  PlayerFile,
  PlayerSummary,
} from '../ports/player-admin-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import type { OperatorOutcome } from './operator-outcome.js';

/** Reading players: search by mobile or name, a player's file, ledger and activity. */
export class PlayerDirectory {
  constructor(
    private readonly players: PlayerAdminGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  /** A mobile (or part of one) or part of a name; spaces inside a mobile are dropped. */
  search(query: string, page: number): Promise<OperatorOutcome<ConsolePage<PlayerSummary>>> {
    const trimmed = query.trim();
    const q = /^[\d\s+-]+$/.test(trimmed) ? trimmed.replace(/[\s-]/g, '') : trimmed;
    return this.policy.run(() => this.players.search({ q, page }));
  }

  file(id: string): Promise<OperatorOutcome<PlayerFile>> {
    return this.policy.run(() => this.players.player({ id }));
  }

  ledger(id: string, page: number): Promise<OperatorOutcome<ConsolePage<LedgerRow>>> {
    return this.policy.run(() => this.players.ledger({ id, page }));
  }

  activity(id: string, kind: PlayerActivity, page: number): Promise<OperatorOutcome<ConsolePage<ActivityRow>>> {
    return this.policy.run(() => this.players.activity({ id, kind, page }));
  }
}
