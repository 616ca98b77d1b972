import { addDays } from './market-time-zone.js';

/** Minutes in a day: a night market's close after midnight is counted past it (00:20 → 1460). */
export const MINUTES_PER_DAY = 24 * 60;

/**
 * A market's session belongs to the market day it opened on, whatever the clock says when its
 * draw happens (docs/number-rules.md, "Market days"). A main market whose close time comes
 * before its open time ("23:50–00:20", a night market) closes after midnight, on the next
 * calendar day: its times are counted from the start of the day it opened on, so a time
 * before its open is past 24:00.
 */
export function crossesMidnight(openMinutes: number, closeMinutes: number): boolean {
  return closeMinutes < openMinutes;
}

/** A time of the market (its open, its close) as minutes from the start of the market day it belongs to. */
export function minutesIntoMarketDay(openMinutes: number, minutes: number): number {
  return minutes < openMinutes ? minutes + MINUTES_PER_DAY : minutes;
}

/** Where a market is at a moment: the market day its session is in, and the minutes into that day (past 1440 after midnight). */
export interface MarketMoment {
  day: string;
  minutes: number;
}

/**
 * The market day a market is in at a moment of the calendar (`calendarDay` at `minutes` after
 * its midnight, both in the market's zone): a night market is still in the day its session
 * opened on until its close after midnight; from then on, and for every other market, the
 * calendar's day.
 */
export function marketMomentOf(
  times: { openMinutes: number; closeMinutes: number },
  calendarDay: string,
  minutes: number,
): MarketMoment {
  if (crossesMidnight(times.openMinutes, times.closeMinutes) && minutes < times.closeMinutes)
    return { day: addDays(calendarDay, -1), minutes: minutes + MINUTES_PER_DAY };
  return { day: calendarDay, minutes };
}

/** The latest a night market may close after midnight: 06:00. */
export const LATEST_NIGHT_CLOSE_MINUTES = 6 * 60;

/**
 * What is wrong with a main market's open and close times, if anything: the same time twice,
 * or a close after midnight later than 06:00 (more likely an open and a close typed the wrong
 * way round than a session of most of a day).
 */
export function sessionTimesProblem(
  openMinutes: number,
  closeMinutes: number,
): 'same' | 'late-night-close' | undefined {
  if (openMinutes === closeMinutes) return 'same';
  if (crossesMidnight(openMinutes, closeMinutes) && closeMinutes > LATEST_NIGHT_CLOSE_MINUTES)
    return 'late-night-close';
  return undefined;
}
