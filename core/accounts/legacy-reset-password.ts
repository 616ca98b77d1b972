import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import { legacySucceeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/messages.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { LOGIN_ROUTE } from '../routes/route-table.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { isValidOtp, passwordError } from './account-rules.js';

/** The legacy reset (/resetPassword): '0' fails with 'Oops...'; anything else is 'Password Updated' and /login. */
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
      const answer = await this.policy.run(() =>
        this.accounts.resetPassword({ mobile: form.mobile, otp, pass: form.password }),
      );
      if (!answer.ok) return answer;
      if (!legacySucceeded(answer.value.success))
        return reportFailure(this.notifier, rejected(wordsOf(answer.value)), text('oops'));
      this.notifier.notify(successNotice(text('passwordUpdated')));
      this.navigator.go(LOGIN_ROUTE);
      return success(undefined);
    });
  }
}
