// The zone every market time is read in unless MARKET_TIME_ZONE names another: core's, as the app's.
// The clock's arithmetic is core's (its wall clock), the same the app reads; here it is bound
// to the one zone this process runs its markets in.
import {
  addDays,
  dayOnWall,
  DEFAULT_MARKET_TIME_ZONE,
  knownTimeZone,
  momentOnWall,
  stampOnWall,
  wallTime,
  type WallTime,
} from 'matka-core/player';

/**
 * The market's time. Market times ("HH:MM"), days, cut-offs, self-limit days and report days
 * are read in one time zone, the market's (MARKET_TIME_ZONE, India by default), never the
 * host's: a cloud host runs in UTC, and "KALYAN 15:30" must still open at 15:30 in India.
 * Tests move the clock by hand.
 */
export interface Clock {
  now(): Date;
}

// India's until the entry point sets the zone it read from its settings (MARKET_TIME_ZONE).
let marketZone = DEFAULT_MARKET_TIME_ZONE;

/** The market's IANA time zone ('Asia/Kolkata'). */
export const marketTimeZone = (): string => marketZone;

/** Sets the market's time zone at start; refuses a name that is not an IANA zone. */
export function setMarketTimeZone(zone: string): void {
  if (!isTimeZone(zone))
    throw new Error(`MARKET_TIME_ZONE is not a time zone: "${zone}" (an IANA name, like Asia/Kolkata).`);
  marketZone = zone;
}

export function isTimeZone(zone: string): boolean {
  return knownTimeZone(zone) !== undefined;
}

/** What a clock on the wall in the market's zone shows at `moment`. */
const marketWall = (moment: Date): WallTime => wallTime(moment, marketZone);

/** The market's day of a moment, as 'YYYY-MM-DD'. */
export function dayOf(moment: Date): string {
  return dayOnWall(moment, marketZone);
}

/** Minutes after midnight in the market's zone. */
export function minutesOfDay(moment: Date): number {
  const wall = marketWall(moment);
  return wall.hour * 60 + wall.minute;
}

/** Milliseconds after midnight in the market's zone. */
export function msOfDay(moment: Date): number {
  const wall = marketWall(moment);
  return ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000 + moment.getUTCMilliseconds();
}

/** A moment as the histories show it, in market time: 'YYYY-MM-DD HH:MM'. */
export function stamp(moment: Date | string): string {
  return stampOnWall(new Date(moment), marketZone);
}

/** A moment with seconds, as the console shows it: 'YYYY-MM-DD HH:MM:SS' in market time. */
export function stampWithSeconds(moment: Date | string): string {
  return stampOnWall(new Date(moment), marketZone, true);
}

/**
 * The moment the market's wall clock shows these fields, taken as `new Date(…)` takes them
 * (month from 0), but in the market's zone instead of the host's.
 */
export function marketMoment(
  year: number,
  monthIndex: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  return new Date(momentOfWall(year, monthIndex + 1, day, hour, minute, second).getTime() + ms);
}

/** `months` calendar months after `moment` on the market's wall clock (a self-exclusion's end), not the host's. */
export function addMarketMonths(moment: Date, months: number): Date {
  const wall = marketWall(moment);
  return marketMoment(
    wall.year,
    wall.month - 1 + months,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    moment.getUTCMilliseconds(),
  );
}

/** The moment the market's wall clock shows these fields (month from 1). */
function momentOfWall(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return momentOnWall(marketZone, { year, month, day, hour, minute, second });
}

/** The first moment of a market day 'YYYY-MM-DD'. */
export function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return momentOfWall(y, m, d);
}

/** The market day after `day`. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The market day of `moment` as [its first moment, the next day's first moment). */
export function dayBounds(moment: Date): [Date, Date] {
  const day = dayOf(moment);
  return [startOfDay(day), startOfDay(nextDay(day))];
}

/**
 * A moment from text: with a zone or offset ('…Z', '…+05:30') as written; without one
 * ('2026-11-20T10:00:00'), as the market's wall clock reads it, whatever the host's zone.
 */
export function parseMarketMoment(text: string): Date {
  const wall = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!wall) return new Date(text);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
  return momentOfWall(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves. */
export class ManualClock implements Clock {
  constructor(private moment: Date) {}
  now(): Date {
    return new Date(this.moment);
  }
  set(moment: Date): void {
    this.moment = moment;
  }
}

/** A clock that starts at a chosen moment and runs forward in real time (CLOCK_START: rehearsals, tests). */
export class StartedClock implements Clock {
  private readonly offset: number;
  constructor(start: Date) {
    this.offset = start.getTime() - Date.now();
  }
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}
