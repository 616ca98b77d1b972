import type {
  PendingCredit,
  PlayerAdminGateway,
  PlayerDetail,
  WalletAllowance,
} from '../ports/player-admin-gateway.js';
import type { ConsoleAnswer, ConsolePage } from '../ports/console-answer.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import type { OperatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';
import { adjustmentError, bonusAmountError, reasonError } from './operator-input.js';

type Answer = OperatorOutcome<PlayerDetail>;

/** What an operator does to a player. Each answers the player as the server now has them. */
export class PlayerActions {
  private readonly flight = new KeyedFlight<Answer>();

  constructor(
    private readonly players: PlayerAdminGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  /** Every session of the player ends; their logins, bets, transfers and withdrawals are refused with the reason. */
  block(id: string, reason: string): Promise<Answer> {
    return this.checked([['reason', reasonError(reason)]], id, () => this.players.block({ id, reason: reason.trim() }));
  }

  /** Owners and support: the player's withdrawal requests are refused with the reason, and none of theirs approved. */
  holdPayouts(id: string, reason: string): Promise<Answer> {
    return this.checked([['reason', reasonError(reason)]], id, () =>
      this.players.holdPayouts({ id, reason: reason.trim() }),
    );
  }

  releasePayouts(id: string): Promise<Answer> {
    return this.checked([], id, () => this.players.releasePayouts({ id }));
  }

  unblock(id: string): Promise<Answer> {
    return this.checked([], id, () => this.players.unblock({ id }));
  }

  endSessions(id: string): Promise<Answer> {
    return this.checked([], id, () => this.players.endSessions({ id }));
  }

  verify(id: string): Promise<Answer> {
    return this.checked([], id, () => this.players.verify({ id }));
  }

  bonus(id: string, amount: string, reason: string): Promise<Answer> {
    const checks: Check[] = [
      ['amount', bonusAmountError(amount)],
      ['reason', reasonError(reason)],
    ];
    return this.checked(checks, id, () => this.players.bonus({ id, amount: amount.trim(), reason: reason.trim() }));
  }

  /**
   * Owners without limit, cashiers within their daily ceiling (walletAllowance); the reason
   * is mandatory; the main wallet cannot go below zero (the server checks both).
   */
  adjust(id: string, amount: string, reason: string): Promise<Answer> {
    const checks: Check[] = [
      ['amount', adjustmentError(amount)],
      ['reason', reasonError(reason)],
    ];
    const typed = amount
      .trim()
      .replace(/^\+\s*/, '')
      .replace(/^-\s*/, '-');
    return this.checked(checks, id, () => this.players.adjust({ id, amount: typed, reason: reason.trim() }));
  }

  /** The credits and bonuses waiting for a second operator (two-person control), of one player with `player`. */
  pendingCredits(page: number, player?: string): Promise<OperatorOutcome<ConsolePage<PendingCredit>>> {
    return this.policy.run(() => this.players.pendingCredits({ page, ...(player ? { player } : {}) }));
  }

  /** A second operator's approval of a waiting credit: the wallet moves (never the approval of its own maker). */
  approveCredit(credit: PendingCredit): Promise<Answer> {
    return this.flight.run(`credit:${credit.id}`, () =>
      this.policy.run(() => this.players.decideCredit({ id: credit.id, approve: true })),
    );
  }

  /** Rejects a waiting credit: nothing moves. */
  rejectCredit(credit: PendingCredit): Promise<Answer> {
    return this.flight.run(`credit:${credit.id}`, () =>
      this.policy.run(() => this.players.decideCredit({ id: credit.id, approve: false })),
    );
  }

  /** What the signed-in operator may still credit or debit today. */
  walletAllowance(): Promise<OperatorOutcome<WalletAllowance>> {
    return this.policy.run(() => this.players.walletAllowance());
  }

  /** The first broken rule stops the action before anything is sent. */
  private checked(checks: Check[], id: string, call: () => Promise<ConsoleAnswer<PlayerDetail>>): Promise<Answer> {
    const broken = checks.find(([, error]) => error !== undefined);
    if (broken) return Promise.resolve(badInput(broken[1]!, broken[0]));
    return this.flight.run(id, () => this.policy.run(call));
  }
}

type Check = [field: string, error: OperatorText | undefined];
