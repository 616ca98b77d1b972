import { expect, test } from '@playwright/test';
import { freshMobile, operator } from './operator.js';
import { placeSingleDigit } from './place-single-digit.js';
import { saveScreenshot } from './screenshot.js';
import { signedInPlayer } from './sign-in.js';
import { suiteClock, suiteDay } from './suite-clock.js';

// A phone in Los Angeles whose clock runs three days ahead of the server's: its own calendar
// is neither India's nor today. Its histories still open on the market's last 7 days by the
// server's clock, so the bet it has just placed, and its win, are there as each screen opens.
const MARKET = 'AHEAD BAZAR';
const THREE_DAYS_MS = 3 * 86_400_000;
/** A market day as the histories' date fields show it: DD/MM/YYYY. */
const shown = (day: string) => day.split('-').reverse().join('/');

test('a phone in Los Angeles, three days ahead, finds its bet in the bid history, passbook and winnings', async ({
  browser,
  request,
}) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:30', close_time: '17:30' });
  const { context, page } = await signedInPlayer(
    browser,
    request,
    { mobile: freshMobile(), name: 'Ahead Tester', bonus: '500' },
    { timezoneId: 'America/Los_Angeles' },
    { now: () => suiteClock.now() + THREE_DAYS_MS },
  );
  try {
    // The phone's own date is neither the server's day nor India's.
    const phoneDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(phoneDay).not.toBe(suiteDay());

    // A bid of ₹10 on 5, placed on the board as a player does.
    await placeSingleDigit(page, MARKET, '5', '10');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Pana 140 (ank 5) wins it.
    await operator(request, 'POST', '/results', { market: MARKET, session: 'open', pana: '140', early: true });

    await page.goto('/gameHistory');
    await expect(page.getByLabel('To')).toHaveValue(shown(suiteDay()));
    await expect(page.getByLabel('From')).toHaveValue(shown(suiteDay(-7)));
    await expect(page.getByText(`${MARKET} · Single Digit · 5`)).toBeVisible();
    await expect(page.getByText('WON').first()).toBeVisible();
    await saveScreenshot(page, 'phone-ahead-bid-history');

    await page.goto('/passbook');
    await expect(page.getByLabel('To')).toHaveValue(shown(suiteDay()));
    await expect(page.getByRole('button', { name: new RegExp(`^Win · ${MARKET} · Single Digit 5`) })).toBeVisible();
    await saveScreenshot(page, 'phone-ahead-passbook');

    await page.goto('/winningHistorySelection');
    await page.getByRole('button', { name: 'Main Matka' }).click();
    await expect(page.getByText(`Win · ${MARKET} · Single Digit 5 · OPEN`)).toBeVisible();
    await saveScreenshot(page, 'phone-ahead-winnings');
  } finally {
    await context.close();
  }
});
