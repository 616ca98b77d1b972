import { BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../session/failure.js';
import { text } from '../session/messages.js';
import { notice } from '../session/notice.js';
import { reportFailure } from '../session/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../session/single-flight.js';
import { DEVICE, isValidOtp, signupError } from './account-rules.js';
import { storeCredentials } from './credentials.js';
import { HOME_ROUTE } from './login.js';
import { OtpCountdown } from './otp-countdown.js';

export interface SignupDetails {
  name: string;
  mobile: string;
  password: string;
}

export interface SignupState {
  step: 'details' | 'otp';
  busy: boolean;
  /** Seconds until Resend OTP is allowed; 0 when it is. */
  resendIn: number;
}

const CREATING_ACCOUNT = 'creating-account';

/**
 * Sign-up (accounts-wallet-funds §4): details → sendOTP → the OTP step with a 60-second
 * resend lock → verifyOTP → register → credentials stored → /home.
 */
export class RegisterWithOtp {
  private readonly step = new BehaviorSubject<SignupState['step']>('details');
  private readonly countdown: OtpCountdown;
  private readonly flight = new SingleFlight<Outcome<void>>();
  private details: SignupDetails | undefined;
  readonly state$: Observable<SignupState>;

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

  /** Step 1: checks the details and sends the OTP. */
  submitDetails(form: SignupDetails): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const details = { name: form.name.trim(), mobile: form.mobile.trim(), password: form.password };
      const problem = signupError(details);
      if (problem) return reportFailure(this.notifier, invalid(problem.message, problem.field));
      const sent = await this.sendOtp(details);
      if (sent.ok) {
        this.details = details;
        this.step.next('otp');
      }
      return sent;
    });
  }

  /** Sends the OTP again, once the countdown has run out. */
  resend(): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      if (!this.details) return invalid(text('enterValidMobile'), 'mobile');
      if (this.countdown.secondsLeft > 0) {
        return reportFailure(this.notifier, invalid(text('pleaseWait', { seconds: this.countdown.secondsLeft })));
      }
      return this.sendOtp(this.details);
    });
  }

  /** Step 2: verifies the OTP, registers with it, stores the credentials and goes home. */
  submitOtp(otp: string): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      const details = this.details;
      if (!details) return invalid(text('enterValidMobile'), 'mobile');
      const code = otp.trim();
      if (!isValidOtp(code)) return reportFailure(this.notifier, invalid(text('enterValidOtp'), 'otp'));

      const verified = await this.policy.run(() => this.accounts.verifyOtp({ mobile: details.mobile, otp: code, type: 'signup' }));
      if (!verified.ok) return verified;
      if (!succeeded(verified.value.success)) return reportFailure(this.notifier, rejected(wordsOf(verified.value, text('enterValidOtp'))));

      this.notifier.notify(notice('loading', text('creatingAccount'), { id: CREATING_ACCOUNT }));
      const registered = await this.policy.run(() => this.accounts.register({ ...details, otp: code, ...DEVICE }));
      this.notifier.dismiss(CREATING_ACCOUNT);
      if (!registered.ok) return registered;
      if (!succeeded(registered.value.success) || !registered.value.api_token) {
        return reportFailure(this.notifier, rejected(wordsOf(registered.value)));
      }
      storeCredentials(this.storage, {
        token: registered.value.api_token,
        mobile: details.mobile,
        name: registered.value.name ?? details.name,
        email: registered.value.email,
      });
      this.countdown.stop();
      this.navigator.go(HOME_ROUTE);
      return success(undefined);
    });
  }

  /** Back to the details form (what was typed there is kept by the form). */
  editDetails(): void {
    this.step.next('details');
  }

  dispose(): void {
    this.countdown.stop();
  }

  private async sendOtp(details: SignupDetails): Promise<Outcome<void>> {
    const sent = await this.policy.run(() => this.accounts.sendOtp({ mobile: details.mobile, name: details.name, type: 'signup' }));
    if (!sent.ok) return sent;
    if (!succeeded(sent.value.success)) return reportFailure(this.notifier, rejected(wordsOf(sent.value)));
    this.countdown.start();
    return success(undefined);
  }
}
