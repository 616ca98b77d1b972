import type { Observable, SchedulerLike } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { notice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { signupError } from './account-rules.js';
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
  /** The OTP goes to the details checked in step 1; step 2 registers with them. */
  private readonly otp: OtpStep<SignupState['step'], SignupDetails>;
  readonly state$: Observable<SignupState>;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    scheduler: SchedulerLike,
  ) {
    const sendOtp = ({ mobile, name }: SignupDetails) => accounts.sendOtp({ mobile, name });
    this.otp = new OtpStep<SignupState['step'], SignupDetails>('details', sendOtp, scheduler, policy, notifier);
    this.state$ = this.otp.state$;
  }

  /** Step 1: checks the details and sends the OTP. */
  submitDetails(form: SignupDetails): Promise<Outcome<void>> {
    return this.otp.run(async () => {
      const details = { name: form.name.trim(), mobile: form.mobile.trim(), password: form.password, adult: true };
      const problem = signupError(details);
      if (problem) return reportFailure(this.notifier, invalid(problem.message, problem.field));
      if (!form.adult) return reportFailure(this.notifier, invalid(text('mustDeclareAdult'), 'adult'));
      return this.otp.sendTo(details, 'otp');
    });
  }

  /** Sends the OTP again, once the countdown has run out. */
  resend(): Promise<Outcome<void>> {
    return this.otp.resend();
  }

  /** Step 2: verifies the OTP, registers with it, stores the credentials and goes home. */
  submitOtp(otp: string): Promise<Outcome<void>> {
    return this.otp.verify(otp, async (details, code) => {
      // A refusal without words is the OTP's.
      const verified = await this.policy.run(() => this.accounts.verifyOtp({ mobile: details.mobile, otp: code }), {
        fallback: text('enterValidOtp'),
      });
      if (!verified.ok) return verified;

      this.notifier.notify(notice('loading', text('creatingAccount'), { id: CREATING_ACCOUNT }));
      const registered = await this.policy.run(() => this.accounts.register({ ...details, otp: code }));
      this.notifier.dismiss(CREATING_ACCOUNT);
      if (!registered.ok) return registered;
      // Signed up: the limits screen comes first, offering limits with a skip.
      return finishLogin(this.loginDeps, registered.value, details, LIMITS_OFFER);
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
    return { storage: this.storage, navigator: this.navigator };
  }
}
