import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import { HOME_ROUTE } from '../routes/route-table.js';
import type { SessionPolicy } from '../session/session-policy.js';

/**
 * The offer of limits that follows sign-up (docs/player-limits.md): the player sets one, or skips to
 * home. The server records the answer and its time; a failed record does not hold the player.
 */
export class LimitsOffer {
  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly navigator: Navigator,
  ) {}

  async skip(): Promise<void> {
    await this.policy.run(() => this.accounts.answerLimitsOffer({ answer: 'skipped' }));
    this.navigator.go(HOME_ROUTE);
  }

  async limitSet(): Promise<void> {
    await this.policy.run(() => this.accounts.answerLimitsOffer({ answer: 'set' }));
  }
}
