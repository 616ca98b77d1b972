import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { LOGIN_ROUTE } from '../routes/route-table.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { isValidOtp, passwordError } from './account-rules.js';

/** The legacy reset (/resetPassword): a refusal shows under 'Oops...'; otherwise 'Password Updated' and /login. */
export class LegacyResetPassword {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  run(form: { mobile: string; otp: string; password: string }): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const otp = form.otp.trim();
      if (!isValidOtp(otp)) return reportFailure(this.notifier, invalid(text('enterValidOtp'), 'otp'));
      const badPassword = passwordError(form.password, 'new');
      if (badPassword) return reportFailure(this.notifier, invalid(badPassword, 'password'));
      // The legacy page's refusals come under 'Oops...'.
      const answer = await this.policy.run(
        () => this.accounts.resetPassword({ mobile: form.mobile, otp, password: form.password }),
        { title: text('oops') },
      );
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(text('passwordUpdated')));
      this.navigator.go(LOGIN_ROUTE);
      return success(undefined);
    });
  }
}
