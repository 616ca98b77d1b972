import type { Observable, SchedulerLike } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/messages.js';
import { notice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { DEVICE, isValidOtp, signupError } from './account-rules.js';
import { finishLogin } from './finish-login.js';
import { ROUTES } from '../routes/route-table.js';
import { OtpStep, type OtpFlowState } from './otp-step.js';

export interface SignupDetails {
  name: string;
  mobile: string;
  password: string;
  /** The player declares being 18 or older: no sign-up without it. */
  adult: boolean;
}

export type SignupState = OtpFlowState<'details' | 'otp'>;

const CREATING_ACCOUNT = 'creating-account';
/** Where sign-up lands: the limits screen, with its offer. */
export const LIMITS_OFFER = { path: ROUTES.limits.path, state: { limitsOffer: true } };

/**
 * Sign-up: details → sendOTP → the OTP step with a 60-second
 * resend lock → verifyOTP → register → credentials stored → /home.
 */
export class RegisterWithOtp {
  private readonly otp: OtpStep<SignupState['step']>;
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
    this.otp = new OtpStep<SignupState['step']>('details', scheduler, policy, notifier);
    this.state$ = this.otp.state$;
  }

  /** Step 1: checks the details and sends the OTP. */
  submitDetails(form: SignupDetails): Promise<Outcome<void>> {
    return this.otp.run(async () => {
      const details = { name: form.name.trim(), mobile: form.mobile.trim(), password: form.password, adult: true };
      const problem = signupError(details);
      if (problem) return reportFailure(this.notifier, invalid(problem.message, problem.field));
      if (!form.adult) return reportFailure(this.notifier, invalid(text('mustDeclareAdult'), 'adult'));
      const sent = await this.otp.send(() =>
        this.accounts.sendOtp({ mobile: details.mobile, name: details.name, type: 'signup' }),
      );
      if (sent.ok) {
        this.details = details;
        this.otp.goTo('otp');
      }
      return sent;
    });
  }

  /** Sends the OTP again, once the countdown has run out. */
  resend(): Promise<Outcome<void>> {
    return this.otp.run(async () => {
      const details = this.details;
      if (!details) return invalid(text('enterValidMobile'), 'mobile');
      return this.otp.resend(() =>
        this.accounts.sendOtp({ mobile: details.mobile, name: details.name, type: 'signup' }),
      );
    });
  }

  /** Step 2: verifies the OTP, registers with it, stores the credentials and goes home. */
  submitOtp(otp: string): Promise<Outcome<void>> {
    return this.otp.run(async () => {
      const details = this.details;
      if (!details) return invalid(text('enterValidMobile'), 'mobile');
      const code = otp.trim();
      if (!isValidOtp(code)) return reportFailure(this.notifier, invalid(text('enterValidOtp'), 'otp'));

      const verified = await this.policy.run(() =>
        this.accounts.verifyOtp({ mobile: details.mobile, otp: code, type: 'signup' }),
      );
      if (!verified.ok) return verified;
      if (!succeeded(verified.value.success))
        return reportFailure(this.notifier, rejected(wordsOf(verified.value, text('enterValidOtp'))));

      this.notifier.notify(notice('loading', text('creatingAccount'), { id: CREATING_ACCOUNT }));
      const registered = await this.policy.run(() => this.accounts.register({ ...details, otp: code, ...DEVICE }));
      this.notifier.dismiss(CREATING_ACCOUNT);
      if (!registered.ok) return registered;
      // Signed up: the limits screen comes first, offering limits with a skip.
      const done = finishLogin(this.loginDeps, registered.value, details, LIMITS_OFFER);
      if (done.ok) this.otp.stop();
      return done;
    });
  }

  /** Back to the details form (what was typed there is kept by the form). */
  editDetails(): void {
    this.otp.goTo('details');
  }

  dispose(): void {
    this.otp.stop();
  }

  private get loginDeps() {
    return { storage: this.storage, notifier: this.notifier, navigator: this.navigator };
  }
}
