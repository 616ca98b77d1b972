import { BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { SuccessAnswer } from '../ports/accounts-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import { succeeded } from '../session/envelope.js';
import { invalid, rejected, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/messages.js';
import { reportFailure } from '../notices/report-failure.js';
import { wordsOf, type SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { OtpCountdown } from './otp-countdown.js';

export interface OtpFlowState<Step extends string> {
  step: Step;
  busy: boolean;
  /** Seconds until Resend OTP is allowed; 0 when it is. */
  resendIn: number;
}

/**
 * What sign-up and forgot password share: a two-step form, one call at a time, and an
 * OTP that may be sent again only after the 60-second countdown.
 */
export class OtpStep<Step extends string> {
  private readonly step: BehaviorSubject<Step>;
  private readonly countdown: OtpCountdown;
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly state$: Observable<OtpFlowState<Step>>;

  constructor(
    first: Step,
    scheduler: SchedulerLike,
    private readonly policy: SessionPolicy,
    private readonly notifier: Notifier,
  ) {
    this.step = new BehaviorSubject(first);
    this.countdown = new OtpCountdown(scheduler);
    this.state$ = combineLatest([this.step, this.flight.busy$, this.countdown.remaining$]).pipe(
      map(([step, busy, resendIn]) => ({ step, busy, resendIn })),
    );
  }

  /** Runs a form action; pressing again while it runs gets the same result. */
  run(action: () => Promise<Outcome<void>>): Promise<Outcome<void>> {
    return this.flight.run(action);
  }

  goTo(step: Step): void {
    this.step.next(step);
  }

  /** Sends an OTP; on success the resend lock starts. Refusals show the server's words. */
  async send(call: () => Promise<SuccessAnswer>): Promise<Outcome<void>> {
    const sent = await this.policy.run(call);
    if (!sent.ok) return sent;
    if (!succeeded(sent.value.success)) return reportFailure(this.notifier, rejected(wordsOf(sent.value)));
    this.countdown.start();
    return success(undefined);
  }

  /** Resend OTP: 'Please wait for N seconds' while the countdown runs. */
  resend(call: () => Promise<SuccessAnswer>): Promise<Outcome<void>> {
    if (this.countdown.secondsLeft > 0) {
      return Promise.resolve(
        reportFailure(this.notifier, invalid(text('pleaseWait', { count: this.countdown.secondsLeft }))),
      );
    }
    return this.send(call);
  }

  stop(): void {
    this.countdown.stop();
  }
}
