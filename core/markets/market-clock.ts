import { BehaviorSubject, type Observable } from 'rxjs';
import { knownTimeZone, marketDay } from './market-time-zone.js';

/** The zone a market runs on when its server has not yet named one: India's. */
export const DEFAULT_MARKET_TIME_ZONE = 'Asia/Kolkata';

/** What the clock has learned from the server, for screens that follow it. */
export interface MarketClockReading {
  /** How far the server's clock is ahead of the device's, in milliseconds (negative: behind). */
  offsetMs: number;
  /** The market's IANA zone as the server named it (India's until it has); see MarketClock.timeZone. */
  timeZone: string;
}

/**
 * The market's clock as the app knows it: the server's time and the market's zone, learned
 * from the server's answers, never the phone's. A phone in another zone, or whose clock is days
 * off, still reads India's today: every default date range, "today" and date the app sends
 * comes from here. Until the server has answered, it reads the device's clock in India's zone.
 */
export class MarketClock {
  private readonly reading = new BehaviorSubject<MarketClockReading>({
    offsetMs: 0,
    timeZone: DEFAULT_MARKET_TIME_ZONE,
  });
  /** Every new reading (the first at once): a screen's defaults follow it. */
  readonly reading$: Observable<MarketClockReading> = this.reading.asObservable();
  /** Whether this runtime knows a zone's name, checked once per name. */
  private readonly known = new Map<string, boolean>();

  /** @param deviceNow the device's clock in epoch milliseconds (the app's scheduler). */
  constructor(private readonly deviceNow: () => number) {}

  /**
   * Learns from an answer: the server's time when it answered (ISO 8601 or epoch ms) and the
   * market's zone. A time that cannot be read, or a zone that is no text, is left out and what
   * was known stays. The zone is checked only when a date is read (`timeZone`): checking it here
   * would start the browser's date formatting in the app's start, a long first step on a phone.
   */
  learn(answer: { serverTime?: unknown; timeZone?: unknown }): void {
    const current = this.reading.value;
    const serverMs =
      typeof answer.serverTime === 'number'
        ? answer.serverTime
        : typeof answer.serverTime === 'string'
          ? Date.parse(answer.serverTime)
          : Number.NaN;
    const offsetMs = Number.isFinite(serverMs) ? serverMs - this.deviceNow() : current.offsetMs;
    const timeZone =
      typeof answer.timeZone === 'string' && answer.timeZone.trim() !== '' ? answer.timeZone : current.timeZone;
    // Under a second apart is the same reading: the network's delay, not a new clock.
    if (timeZone === current.timeZone && Math.abs(offsetMs - current.offsetMs) < 1000) return;
    this.reading.next({ offsetMs, timeZone });
  }

  /** The server's time now, in epoch milliseconds. */
  now(): number {
    return this.deviceNow() + this.reading.value.offsetMs;
  }

  /** The market's zone: the one the server named, or India's where this runtime does not know that name. */
  get timeZone(): string {
    const named = this.reading.value.timeZone;
    let known = this.known.get(named);
    if (known === undefined) this.known.set(named, (known = knownTimeZone(named) !== undefined));
    return known ? named : DEFAULT_MARKET_TIME_ZONE;
  }

  /** The market's day now ('YYYY-MM-DD'). */
  today(): string {
    return marketDay(this.now(), this.timeZone);
  }
}
