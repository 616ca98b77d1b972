import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { operator, otpFor } from './operator.js';
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
  await request.post('/api/sendOTP', { data: { mobile, name, type: 'signup' } });
  const otp = await otpFor(request, mobile);
  await request.post('/api/verifyOTP', { data: { mobile, otp, type: 'signup' } });
  await request.post('/api/register', {
    data: { mobile, otp, name, password: 'secret12', adult: true, deviceid: 'web', device_info: 'web' },
  });
  await operator(request, 'POST', '/bonus', { mobile, amount: player.bonus });
  const context = await openContext(
    browser,
    { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', ...options },
    clock,
  );
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return { context, page };
}

/** Signs an operator in on the console's sign-in screen, and waits for the console to open. */
export async function signInToConsole(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.goto('/console/sign-in');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
