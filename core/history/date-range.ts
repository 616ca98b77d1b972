import { addDays, marketDay } from '../markets/market-time-zone.js';

/** A history's date range: market days 'YYYY-MM-DD', as the server keeps bets and ledger rows. */
export interface DateRange {
  from: string;
  to: string;
}

/** Histories open on the last 7 days up to today. */
export const DEFAULT_HISTORY_DAYS = 7;

/**
 * The range a history opens on: the market's last 7 days up to its today, at `epochMs` (the
 * server's time, see MarketClock) in the market's `zone`, never the phone's own calendar.
 */
export function defaultRange(epochMs: number, zone: string): DateRange {
  const to = marketDay(epochMs, zone);
  return { from: addDays(to, -DEFAULT_HISTORY_DAYS), to };
}
