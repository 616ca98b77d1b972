import type { Observable, SchedulerLike } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { isValidMobile, passwordError } from './account-rules.js';
import { finishLogin } from './finish-login.js';
import { OtpStep, type OtpFlowState } from './otp-step.js';

export type ForgotPasswordState = OtpFlowState<'mobile' | 'reset'>;

/**
 * Forgot password: mobile → forgotOTP → OTP and new password
 * with a 60-second resend lock → verifyForgotOTP, which also logs in → /home.
 */
export class ForgotPassword {
  private readonly otp: OtpStep<ForgotPasswordState['step'], string>;
  readonly state$: Observable<ForgotPasswordState>;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    scheduler: SchedulerLike,
  ) {
    const sendOtp = (mobile: string) => accounts.forgotOtp({ mobile });
    this.otp = new OtpStep<ForgotPasswordState['step'], string>('mobile', sendOtp, scheduler, policy, notifier);
    this.state$ = this.otp.state$;
  }

  /** Step 1: sends the OTP to the mobile number. */
  submitMobile(input: string): Promise<Outcome<void>> {
    return this.otp.run(async () => {
      const mobile = input.trim();
      // The app this one replaces checks nothing here; an OTP to a number that cannot exist helps nobody.
      if (!isValidMobile(mobile)) return reportFailure(this.notifier, invalid(text('enterValidMobile'), 'mobile'));
      return this.otp.sendTo(mobile, 'reset');
    });
  }

  resend(): Promise<Outcome<void>> {
    return this.otp.resend();
  }

  /** Step 2: verifies the OTP with the new password; the answer logs the player in. */
  submitReset(form: { otp: string; password: string }): Promise<Outcome<void>> {
    return this.otp.verify(form.otp, async (mobile, otp) => {
      const badPassword = passwordError(form.password, 'new');
      if (badPassword) return reportFailure(this.notifier, invalid(badPassword, 'password'));
      const answer = await this.policy.run(() =>
        this.accounts.verifyForgotOtp({ mobile, otp, password: form.password }),
      );
      return answer.ok ? finishLogin(this.loginDeps, answer.value, { mobile }) : answer;
    });
  }

  dispose(): void {
    this.otp.stop();
  }

  private get loginDeps() {
    return { storage: this.storage, navigator: this.navigator };
  }
}
