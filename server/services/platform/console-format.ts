import { marketTimeZone, stampWithSeconds } from './clock.js';
import { Refusal } from './refusal.js';

/** Rows a console list page holds. */
export const CONSOLE_PAGE_SIZE = 25;

/** The zone the console's times are in: the market's (MARKET_TIME_ZONE), whatever the host's. */
export const serverZone = marketTimeZone;

/** A moment as the console shows it: 'YYYY-MM-DD HH:MM:SS' in the market's zone (none: null). */
export function consoleTime(moment: Date | string): string;
export function consoleTime(moment: Date | string | null | undefined): string | null;
export function consoleTime(moment: Date | string | null | undefined): string | null {
  if (moment === null || moment === undefined) return null;
  return stampWithSeconds(moment);
}

export const offsetOf = (page: number) => (page - 1) * CONSOLE_PAGE_SIZE;

/**
 * A list's count stops here (400 pages): counting a million audit rows or deposits for every
 * page is a scan, and no one pages that far. Past it the answer says `capped: true` and its
 * total is this, read as "10,000 or more"; a filter narrows the list to reach older rows.
 */
export const COUNT_CAP = 10_000;

/** The count of `fromWhere` ('from … where …'), stopped one past COUNT_CAP: `paged` reads the extra one as "more". */
export const cappedCount = (fromWhere: string) =>
  `select count(*)::int as n from (select 1 ${fromWhere} limit ${COUNT_CAP + 1}) counted`;

/** A list page as every console list answers it; a total from `cappedCount` past the cap is the cap, `capped`. */
export const paged = <T>(rows: T[], total: number, page: number) => ({
  rows,
  total: Math.min(total, COUNT_CAP),
  page,
  pageSize: CONSOLE_PAGE_SIZE,
  ...(total > COUNT_CAP ? { capped: true } : {}),
});

/** A numeric id from the path: a clear 400 rather than a database error. */
export function idOf(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw new Refusal(`The ${what} id must be a number.`);
  return Number(value);
}

/** 'pending' as the console says it; the tables say 'Pending'. */
export const statusWord = <S extends string>(status: S) => status.toLowerCase() as Lowercase<S>;
