import { expect, test } from '@playwright/test';
import { freshMobile, operator } from './operator.js';
import { signedInPlayer } from './sign-in.js';
import { saveScreenshot } from './screenshot.js';
import { suiteDay } from './suite-clock.js';

const MARKET = `LOG ${Date.now().toString(36).toUpperCase().slice(-4)}`;

// The public result log: a declaration made early and then corrected is listed under
// its market and day, with when betting closed, flagged, and the chain checked in the browser.
test('the public result log shows a declaration and its correction, flagged, without a login', async ({
  page,
  request,
}) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  await operator(request, 'POST', '/results', { market: MARKET, session: 'open', pana: '140', early: true });
  await operator(request, 'PUT', '/results', { market: MARKET, session: 'open', pana: '128' });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/results/log');
    await expect(page.getByText(/^Chain checked: \d+ entries, none altered\.$/)).toBeVisible();
    const day = page.locator('.mantine-Paper-root', { hasText: `${MARKET} · ${suiteDay()}` });
    await expect(day.getByRole('row')).toHaveCount(2);
    await expect(day.getByText('Correction')).toHaveCount(1);
    // Declared at 10:00, before the open's betting closed at 15:45: both flagged.
    await expect(day.getByText('Declared before betting closed')).toHaveCount(2);
    await expect(day.getByText(/^Betting closed /)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await saveScreenshot(page, 'result-log');
});

test('a player reaches the result log from Charts', async ({ browser, request }) => {
  const { context, page } = await signedInPlayer(browser, request, {
    mobile: freshMobile(),
    name: 'Log Reader',
    bonus: '10',
  });
  await page.goto('/charts');
  await page.getByRole('button', { name: 'Result log' }).click();
  await expect(page).toHaveURL(/\/results\/log$/);
  await expect(page.getByText(/^Chain checked: \d+ entries, none altered\.$/)).toBeVisible();
  await context.close();
});
