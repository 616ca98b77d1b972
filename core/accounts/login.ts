import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, type Outcome } from '../outcome/outcome.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { loginError } from './account-rules.js';
import { finishLogin } from './finish-login.js';

/** Login with mobile and password; on success the player lands on /home. */
export class Login {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  run(form: { mobile: string; password: string }): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const mobile = form.mobile.trim();
      const problem = loginError({ mobile, password: form.password });
      if (problem) return reportFailure(this.notifier, invalid(problem.message, problem.field));
      const answer = await this.policy.run(() => this.accounts.login({ mobile, password: form.password }));
      return answer.ok ? finishLogin(this.loginDeps, answer.value, { mobile }) : answer;
    });
  }

  private get loginDeps() {
    return { storage: this.storage, navigator: this.navigator };
  }
}
