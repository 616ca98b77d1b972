import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../session/failure.js';
import { reportFailure } from '../session/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../session/single-flight.js';
import { DEVICE, loginError } from './account-rules.js';
import { storeCredentials } from './credentials.js';

export const HOME_ROUTE = '/home';

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

      const answer = await this.policy.run(() => this.accounts.login({ mobile, password: form.password, ...DEVICE }));
      if (!answer.ok) return answer;
      if (!succeeded(answer.value.success) || !answer.value.api_token) {
        return reportFailure(this.notifier, rejected(wordsOf(answer.value)));
      }
      storeCredentials(this.storage, { token: answer.value.api_token, mobile, name: answer.value.name, email: answer.value.email });
      this.navigator.go(HOME_ROUTE);
      return success(undefined);
    });
  }
}
