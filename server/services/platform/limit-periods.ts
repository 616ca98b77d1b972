import type { LimitPeriod } from 'matka-core/player';
import { dayOf, startOfDay } from './clock.js';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (utc: Date) => `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;

/**
 * The market's day, week or month holding `moment`, as [its first moment, the next one's).
 * A week starts on Monday (as the calendar in India, and ISO 8601, count it).
 */
export function periodBounds(period: LimitPeriod, moment: Date): [Date, Date] {
  const [y, m, d] = dayOf(moment).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the market's date alone: no host zone or hour enters it.
  let first: Date;
  let next: Date;
  if (period === 'day') {
    first = new Date(Date.UTC(y, m - 1, d));
    next = new Date(Date.UTC(y, m - 1, d + 1));
  } else if (period === 'week') {
    const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    first = new Date(Date.UTC(y, m - 1, d - sinceMonday));
    next = new Date(Date.UTC(y, m - 1, d - sinceMonday + 7));
  } else {
    first = new Date(Date.UTC(y, m - 1, 1));
    next = new Date(Date.UTC(y, m, 1));
  }
  return [startOfDay(dayText(first)), startOfDay(dayText(next))];
}
