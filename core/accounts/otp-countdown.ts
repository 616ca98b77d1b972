import { BehaviorSubject, map, type Observable, type SchedulerLike, type Subscription, takeWhile, timer } from 'rxjs';
import { text, type Text } from '../messages/text.js';

/** The resend lock after an OTP is sent, in seconds. */
export const OTP_RESEND_SECONDS = 60;

/** Seconds until an OTP may be sent again, ticking every second on the given scheduler. */
export class OtpCountdown {
  private readonly remaining = new BehaviorSubject(0);
  private ticking: Subscription | undefined;
  readonly remaining$: Observable<number> = this.remaining.asObservable();

  constructor(private readonly scheduler: SchedulerLike) {}

  get secondsLeft(): number {
    return this.remaining.value;
  }

  /** Locks resend at once (not on the first tick), then counts down every second. */
  start(): void {
    this.ticking?.unsubscribe();
    this.remaining.next(OTP_RESEND_SECONDS);
    this.ticking = timer(1000, 1000, this.scheduler)
      .pipe(
        map((tick) => OTP_RESEND_SECONDS - 1 - tick),
        takeWhile((seconds) => seconds >= 0),
      )
      .subscribe((seconds) => this.remaining.next(seconds));
  }

  stop(): void {
    this.ticking?.unsubscribe();
    this.remaining.next(0);
  }
}

/** The resend control's label: 'wait Ns' during the countdown, then 'Resend OTP'. */
export function resendLabel(secondsLeft: number): Text {
  return secondsLeft > 0 ? text('waitSeconds', { seconds: secondsLeft }) : text('resendOtp');
}
