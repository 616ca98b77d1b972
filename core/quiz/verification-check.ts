import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { HOME_ROUTE } from '../routes/route-table.js';

/** The quiz's status check: a verified player goes to /home. */
export class VerificationCheck {
  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly navigator: Navigator,
  ) {}

  async run(): Promise<Outcome<{ verified: boolean }>> {
    const answer = await this.policy.run(() => this.accounts.statusCheck(), { quiet: true });
    if (!answer.ok) return answer;
    const { verified } = answer.value;
    this.storage.set(STORAGE_KEYS.verify, verified ? '1' : '0');
    if (verified) this.navigator.go(HOME_ROUTE);
    return success({ verified });
  }
}
