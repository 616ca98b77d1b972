import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { addDays } from '../../core/index.js';
import { dayOf, parseMarketMoment } from '../../server/services/platform/clock.js';

/**
 * The e2e suite's one clock. The server's market day starts at 10:00 on India's today (so every
 * market window the specs open lies ahead), moved by E2E_CLOCK_SHIFT_DAYS (-60 or 400 prove that
 * nothing depends on the date the suite runs on), and runs on in real time. Every browser
 * context a spec opens reads the same clock (its Date moved by the difference, before any of
 * its pages' scripts run), and every date a spec expects is read from it: no spec names a
 * calendar date.
 *
 * The moment is chosen once, in the runner's process, and handed to the workers through the
 * environment, so a run that crosses midnight still has one day.
 */
const START_KEY = 'E2E_SUITE_CLOCK_START';
const OFFSET_KEY = 'E2E_SUITE_CLOCK_OFFSET_MS';

function chooseSuiteClock(): void {
  if (process.env[START_KEY] && process.env[OFFSET_KEY]) return;
  const shift = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0);
  if (!Number.isInteger(shift)) throw new Error(`E2E_CLOCK_SHIFT_DAYS is not a whole number of days: ${shift}`);
  const start = `${addDays(dayOf(new Date()), shift)}T10:00:00`;
  process.env[START_KEY] = start;
  process.env[OFFSET_KEY] = String(parseMarketMoment(start).getTime() - Date.now());
}
chooseSuiteClock();

/** The e2e server's CLOCK_START: 10:00 in India on the suite's day. */
export const SUITE_CLOCK_START = process.env[START_KEY] as string;

/** The suite's market day ('YYYY-MM-DD'), or the one `days` after it. */
export const suiteDay = (days = 0): string => addDays(SUITE_CLOCK_START.slice(0, 10), days);

/** A clock a browser context follows: the e2e server's, or that of processes a spec starts itself. */
export interface SuiteClock {
  now(): number;
}

/** The e2e server's clock, as the suite chose it (the server starts a few seconds behind it). */
export const suiteClock: SuiteClock = { now: () => Date.now() + Number(process.env[OFFSET_KEY]) };

/** A clock that reads `start` (the market's wall clock, as CLOCK_START) now and runs on. */
export function clockStartingAt(start: string): SuiteClock {
  const offset = parseMarketMoment(start).getTime() - Date.now();
  return { now: () => Date.now() + offset };
}

/**
 * Runs in the page before its scripts: `Date` reads the real clock moved by `offsetMs`. Only
 * Date moves: timers, animation frames and performance marks stay the browser's own (Playwright's
 * clock fakes them all, which stops the app's performance marks), and a spec that moves time
 * itself installs Playwright's clock over this one.
 */
function moveDate(offsetMs: number): void {
  const RealDate = Date;
  const now = () => RealDate.now() + offsetMs;
  function MovedDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new RealDate(now()).toString();
    // Reflect.construct keeps a subclass's prototype (class Day extends Date).
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  MovedDate.prototype = RealDate.prototype;
  // `new date.constructor()` reads the moved clock too.
  RealDate.prototype.constructor = MovedDate as unknown as DateConstructor;
  MovedDate.now = now;
  MovedDate.parse = RealDate.parse;
  MovedDate.UTC = RealDate.UTC;
  globalThis.Date = MovedDate as unknown as DateConstructor;
}

/** A new browser context whose pages read `clock` (the e2e server's unless told otherwise). */
export async function openContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  clock: SuiteClock = suiteClock,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(moveDate, clock.now() - Date.now());
  return context;
}
