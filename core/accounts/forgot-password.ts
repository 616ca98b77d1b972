import { BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../session/failure.js';
import { text } from '../session/messages.js';
import { reportFailure } from '../session/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../session/single-flight.js';
import { DEVICE, isValidMobile, isValidOtp, SIGNUP_PASSWORD_MIN } from './account-rules.js';
import { storeCredentials } from './credentials.js';
import { HOME_ROUTE } from './login.js';
import { OtpCountdown } from './otp-countdown.js';

export interface ForgotPasswordState {
  step: 'mobile' | 'reset';
  busy: boolean;
  resendIn: number;
}

/**
 * Forgot password (accounts-wallet-funds §4): mobile → forgotOTP → OTP and new password
 * with a 60-second resend lock → verifyForgotOTP, which also logs in → /home.
 */
export class ForgotPassword {
  private readonly step = new BehaviorSubject<ForgotPasswordState['step']>('mobile');
  private readonly countdown: OtpCountdown;
  private readonly flight = new SingleFlight<Outcome<void>>();
  private mobile: string | undefined;
  readonly state$: Observable<ForgotPasswordState>;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    scheduler: SchedulerLike,
  ) {
    this.countdown = new OtpCountdown(scheduler);
    this.state$ = combineLatest([this.step, this.flight.busy$, this.countdown.remaining$]).pipe(
      map(([step, busy, resendIn]) => ({ step, busy, resendIn })),
    );
  }

  /** Step 1: sends the OTP to the mobile number. */
  submitMobile(input: string): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const mobile = input.trim();
      // The spec checks nothing here; an OTP to a number that cannot exist helps nobody.
      if (!isValidMobile(mobile)) return reportFailure(this.notifier, invalid(text('enterValidMobile'), 'mobile'));
      const sent = await this.sendOtp(mobile);
      if (sent.ok) {
        this.mobile = mobile;
        this.step.next('reset');
      }
      return sent;
    });
  }

  resend(): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      if (!this.mobile) return invalid(text('enterValidMobile'), 'mobile');
      if (this.countdown.secondsLeft > 0) {
        return reportFailure(this.notifier, invalid(text('pleaseWait', { seconds: this.countdown.secondsLeft })));
      }
      return this.sendOtp(this.mobile);
    });
  }

  /** Step 2: verifies the OTP with the new password; the answer logs the player in. */
  submitReset(form: { otp: string; password: string }): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const mobile = this.mobile;
      if (!mobile) return invalid(text('enterValidMobile'), 'mobile');
      const otp = form.otp.trim();
      if (!isValidOtp(otp)) return reportFailure(this.notifier, invalid(text('enterValidOtp'), 'otp'));
      if (form.password.length < SIGNUP_PASSWORD_MIN) {
        return reportFailure(this.notifier, invalid(text('enterValidSignupPassword'), 'password'));
      }
      const answer = await this.policy.run(() => this.accounts.verifyForgotOtp({ mobile, otp, password: form.password, ...DEVICE }));
      if (!answer.ok) return answer;
      if (!succeeded(answer.value.success) || !answer.value.api_token) {
        return reportFailure(this.notifier, rejected(wordsOf(answer.value)));
      }
      storeCredentials(this.storage, { token: answer.value.api_token, mobile, name: answer.value.name, email: answer.value.email });
      this.countdown.stop();
      this.navigator.go(HOME_ROUTE);
      return success(undefined);
    });
  }

  dispose(): void {
    this.countdown.stop();
  }

  private async sendOtp(mobile: string): Promise<Outcome<void>> {
    const sent = await this.policy.run(() => this.accounts.forgotOtp({ mobile }));
    if (!sent.ok) return sent;
    if (!succeeded(sent.value.success)) return reportFailure(this.notifier, rejected(wordsOf(sent.value)));
    this.countdown.start();
    return success(undefined);
  }
}
