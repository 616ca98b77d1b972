import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { signUp } from './console-helpers.js';
import { operator } from './operator.js';
import { openContext, suiteClock, type SuiteClock } from './suite-clock.js';

/**
 * A new player with points to play with, signed in to the player app on a 390×844 phone:
 * signed up through the player API as the app does it (OTP, then register, password
 * `secret12`), given `bonus` rupees by the operator API, then logged in on the app's own
 * login screen. `options` add to the phone's (a time zone, a locale); `clock` is the phone's clock
 * (the e2e server's unless told otherwise). The caller closes the context.
 */
export async function signedInPlayer(
  browser: Browser,
  request: APIRequestContext,
  player: { mobile: string; name: string; bonus: string },
  options: BrowserContextOptions = {},
  clock: SuiteClock = suiteClock,
): Promise<{ context: BrowserContext; page: Page }> {
  const { mobile, name } = player;
  await signUp(request, mobile, name);
  await operator(request, 'POST', '/bonus', { mobile, amount: player.bonus });
  const context = await openPhone(browser, options, clock);
  const page = await context.newPage();
  await logIn(page, mobile);
  return { context, page };
}

/** A phone's browser context, 390×844 with motion reduced; `options` add to it, `clock` is its clock. */
export const openPhone = (browser: Browser, options: BrowserContextOptions = {}, clock: SuiteClock = suiteClock) =>
  openContext(browser, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', ...options }, clock);

/** An operator's desktop browser context, 1280×800 with motion reduced. */
export const openDesktop = (browser: Browser) =>
  openContext(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

/**
 * Logs a player in on the app's own login screen (of the app at `origin` when it is not the suite's
 * server), and waits for home.
 */
export async function logIn(page: Page, mobile: string, password = 'secret12', origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs an operator in on the console's sign-in screen, and waits for the console to open. */
export async function signInToConsole(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.goto('/console/sign-in');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** An operator signed in to the console on a desktop browser. The caller closes the context. */
export async function signedInConsole(
  browser: Browser,
  who: { username: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openDesktop(browser);
  const page = await context.newPage();
  await signInToConsole(page, who);
  return { context, page };
}
