// The reality check at 390×844: chosen in My limits, it comes while the
// player plays with this session's time and net result, and its Log out ends the session.
// The interval runs on Playwright's clock (page.clock), not on 15 real minutes; the figures
// are the server's.
import { expect, test } from '@playwright/test';
import { freshMobile, operator } from './operator.js';
import { signedInPlayer } from './sign-in.js';
import { placeSingleDigit } from './place-single-digit.js';
import { saveScreenshot } from './screenshot.js';
import { suiteClock, suiteDay } from './suite-clock.js';

const MARKET = 'REALITY BAZAR';

test('a reality check every 15 minutes shows the time played and the net result; Log out ends the session', async ({
  browser,
  request,
}) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  const { context, page } = await signedInPlayer(browser, request, {
    mobile: freshMobile(),
    name: 'Reality Tester',
    bonus: '500',
  });
  await page.clock.install({ time: suiteClock.now() });

  await page.goto('/limits');
  const section = page.getByRole('region', { name: 'Reality check' });
  await expect(section.getByRole('radio', { name: 'Off' })).toBeChecked();
  await section.getByText('15 min').click();
  await expect(page.getByText('Your limits are saved')).toBeVisible();
  await expect(section.getByRole('radio', { name: '15 min' })).toBeChecked();
  await saveScreenshot(page, 'reality-check-chosen');

  // A bet of ₹10 on 5, not yet settled: this session's net result is −₹10.00.
  await placeSingleDigit(page, MARKET, '5', '10');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Home opens afresh: the check reads the session's figures, then waits for its 15 minutes.
  const armed = page.waitForResponse((answer) => answer.url().endsWith('/api/reality-check'));
  await page.goto('/home');
  // Its body read, not just its headers: the page arms the timer from the figures in it, and a
  // fast-forward before that would be lost.
  await (await armed).finished();
  await expect(page.getByRole('button', { name: new RegExp(`^${MARKET} \\*`) })).toBeVisible();

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('10:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('05:00');
  await expect(check).toBeVisible();
  // The server's clock runs in real time: the session is a few seconds or minutes old.
  await expect(
    check.getByText(new RegExp(`^You have played for \\d+ min this session, since ${suiteDay()} \\d\\d:\\d\\d\\.$`)),
  ).toBeVisible();
  await expect(check.getByText('Net result: −₹10.00')).toBeVisible();
  await saveScreenshot(page, 'reality-check-shown');

  // Continue: the game goes on, and the next check comes 15 minutes after this one.
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('13:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('02:00');
  await expect(check).toBeVisible();

  // View history: the player's bids; the checks go on there.
  await check.getByRole('link', { name: 'View history' }).click();
  await expect(page).toHaveURL(/\/myBids$/);
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check.getByText('Net result: −₹10.00')).toBeVisible();
  await saveScreenshot(page, 'reality-check-on-history');

  // Log out ends the session on the server (logout revokes its token) and opens the login.
  const loggedOut = page.waitForResponse((answer) => answer.url().endsWith('/api/logout'));
  await check.getByRole('link', { name: 'Logout' }).click();
  expect(await (await loggedOut).json()).toMatchObject({ success: true });
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await context.close();
});
