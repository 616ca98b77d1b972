/** A history's date range, as YYYY-MM-DD in the device's calendar. */
export interface DateRange {
  from: string;
  to: string;
}

/** market-play §4: histories open on the last 7 days up to today. */
export const DEFAULT_HISTORY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isoDate(ms: number): string {
  const day = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function defaultRange(nowMs: number): DateRange {
  return { from: isoDate(nowMs - DEFAULT_HISTORY_DAYS * DAY_MS), to: isoDate(nowMs) };
}

/** A range as the history calls take it; FRESH_DATA '1' asks the server to skip its cache. */
export function rangePayload(range: DateRange, fresh: boolean) {
  return { date: range.to, start_date: range.from, end_date: range.to, FRESH_DATA: fresh ? '1' : '0' } as const;
}
