import { BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { Acknowledgement, PortAnswer } from '../ports/port-answer.js';
import type { Notifier } from '../ports/notifier.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { isValidOtp } from './account-rules.js';
import { OtpCountdown } from './otp-countdown.js';

export interface OtpFlowState<Step extends string> {
  step: Step;
  busy: boolean;
  /** Seconds until Resend OTP is allowed; 0 when it is. */
  resendIn: number;
}

/**
 * What sign-up and forgot password share: a two-step form, one call at a time, an OTP sent to
 * the player (the recipient: a mobile, or sign-up's details) that may be sent again only after
 * the 60-second countdown, and the code the player types back checked before it is sent.
 */
export class OtpStep<Step extends string, Recipient> {
  private readonly step: BehaviorSubject<Step>;
  private readonly countdown: OtpCountdown;
  private readonly flight = new SingleFlight<Outcome<void>>();
  /** Where the last OTP went: resend and the second step send to it, never to what is typed since. */
  private recipient: Recipient | undefined;
  readonly state$: Observable<OtpFlowState<Step>>;

  constructor(
    first: Step,
    private readonly sendOtp: (recipient: Recipient) => Promise<PortAnswer<Acknowledgement>>,
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

  /** Sends the OTP (within `run`); once it is sent the flow remembers the recipient and moves to `next`. */
  async sendTo(recipient: Recipient, next: Step): Promise<Outcome<void>> {
    const sent = await this.send(recipient);
    if (sent.ok) {
      this.recipient = recipient;
      this.goTo(next);
    }
    return sent;
  }

  /** Resend OTP: 'Please wait for N seconds' while the countdown runs. */
  resend(): Promise<Outcome<void>> {
    return this.run(async () => {
      const recipient = this.recipient;
      if (recipient === undefined) return invalid(text('enterValidMobile'), 'mobile');
      if (this.countdown.secondsLeft > 0)
        return reportFailure(this.notifier, invalid(text('pleaseWait', { count: this.countdown.secondsLeft })));
      return this.send(recipient);
    });
  }

  /**
   * The second step: an OTP of the wrong form is refused beside its field before anything is
   * sent; `action` sends it with the recipient. Once it succeeds the countdown stops.
   */
  verify(typed: string, action: (recipient: Recipient, otp: string) => Promise<Outcome<void>>): Promise<Outcome<void>> {
    return this.run(async () => {
      const recipient = this.recipient;
      if (recipient === undefined) return invalid(text('enterValidMobile'), 'mobile');
      const otp = typed.trim();
      if (!isValidOtp(otp)) return reportFailure(this.notifier, invalid(text('enterValidOtp'), 'otp'));
      const done = await action(recipient, otp);
      if (done.ok) this.stop();
      return done;
    });
  }

  stop(): void {
    this.countdown.stop();
  }

  /** On success the resend lock starts. Refusals show the server's words. */
  private async send(recipient: Recipient): Promise<Outcome<void>> {
    const sent = await this.policy.run(() => this.sendOtp(recipient));
    if (!sent.ok) return sent;
    this.countdown.start();
    return success(undefined);
  }
}
