import { dayOf } from './clock.js';
import { Refusal } from './refusal.js';

/** Rows a console list page holds. */
export const CONSOLE_PAGE_SIZE = 25;

/** The zone the server's times are in, as the console names it. */
export const serverZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment as the console shows it: 'YYYY-MM-DD HH:MM:SS' in the server's zone. */
export function consoleTime(moment: Date | string | null | undefined): string | null {
  if (moment === null || moment === undefined) return null;
  const at = new Date(moment);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayOf(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

export const offsetOf = (page: number) => (page - 1) * CONSOLE_PAGE_SIZE;

/** A list page as every console list answers it. */
export const paged = <T>(rows: T[], total: number, page: number) => ({
  rows,
  total,
  page,
  pageSize: CONSOLE_PAGE_SIZE,
});

/** A numeric id from the path: a clear 400 rather than a database error. */
export function idOf(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw new Refusal(`The ${what} id must be a number.`);
  return Number(value);
}

/** 'pending' as the console says it; the tables say 'Pending'. */
export const statusWord = (status: string) => status.toLowerCase();
