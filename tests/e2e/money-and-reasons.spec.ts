import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUp } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { storeLanguage } from './stored-language.js';
import { logIn, openPhone } from './sign-in.js';
import { openBoard } from './open-board.js';

test.describe.configure({ mode: 'serial' });

// Money as Indians read it, the passbook of a bonus-paid bet and
// a win, why a bid won or lost, and the boards that can no longer win once the open is out.
const MARKET = 'RUPEE BAZAR';
const mobile = freshMobile();
let context: BrowserContext;
let page: Page;

async function bet(board: string, fill: () => Promise<void>) {
  await openBoard(page, MARKET, board);
  await fill();
  await page.getByLabel('Points').fill('10');
  await page.getByRole('button', { name: 'ADD BID' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Review Bets' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Bid placed successfully')).toBeVisible();
}

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  await signUp(request, mobile, 'Money Tester');
  context = await openPhone(browser);
  page = await context.newPage();
  await logIn(page, mobile);
});
test.afterAll(() => context.close());

test('stakes paid from the welcome bonus, a win and a loss read right in the passbook and the bid history', async ({
  request,
}) => {
  // The welcome bonus (₹100) pays every stake.
  await expect(page.getByRole('banner').getByRole('link', { name: /: ₹100\.00$/ })).toBeVisible();
  await bet('Single Digits', () => page.getByRole('combobox', { name: 'Number' }).fill('1'));
  await bet('Single Digits', () => page.getByRole('combobox', { name: 'Number' }).fill('4'));
  await bet('Single Panna', () => page.getByRole('combobox', { name: 'Number' }).fill('248'));
  // SP motor of 1, 2 and 3 makes one bid, 123: the history names the board it came from.
  await bet('SP Motor', () => page.getByLabel('Digits', { exact: true }).fill('123'));
  await operator(request, 'POST', '/results', { market: MARKET, session: 'open', pana: '128', early: true });

  await page.goto('/passbook');
  const stake = page.getByRole('button', { name: 'Bid · RUPEE BAZAR · Single Panna 248 · OPEN' });
  await expect(stake).toBeVisible();
  await expect(page.getByText('−₹10.00').first()).toBeVisible();
  await expect(page.getByText(/Paid from bonus: ₹10\.00/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Welcome bonus' })).toBeVisible();
  await expect(page.getByText('₹100.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Win · RUPEE BAZAR · Single Digit 1 · OPEN' })).toBeVisible();
  await expect(page.getByText('₹95.00', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/₹-|singlepanna|NaN/);
  await saveScreenshot(page, 'money-passbook');

  await page.getByRole('button', { name: 'Win · RUPEE BAZAR · Single Digit 1 · OPEN' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Open 128 → ank 1: Single Digit 1 won ₹10.00 × 9.5 = ₹95.00')).toBeVisible();
  await saveScreenshot(page, 'money-bet-details');
  await page.keyboard.press('Escape');

  await page.goto('/gameHistory');
  await expect(page.getByText('Open 128 → ank 1: Single Digit 1 won ₹10.00 × 9.5 = ₹95.00')).toBeVisible();
  await expect(page.getByText('Won ₹95.00')).toBeVisible();
  await expect(page.getByText('Open 128 → ank 1: Single Digit 4 lost')).toBeVisible();
  await expect(page.getByText('Open 128: Single Panna 248 lost')).toBeVisible();
  await expect(page.getByText('RUPEE BAZAR · SP Motor · 123')).toBeVisible();
  await expect(page.getByText('Open 128: Single Panna 123 lost')).toBeVisible();
  await saveScreenshot(page, 'money-bid-history');
});

test('in Hindi the remarks, game names and reasons are Hindi, the amounts still Indian-grouped', async () => {
  await storeLanguage(page, 'hi');
  await page.goto('/passbook');
  await expect(page.getByRole('button', { name: 'बोली · RUPEE BAZAR · सिंगल पाना 248 · ओपन' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'स्वागत बोनस' })).toBeVisible();
  await expect(page.getByText(/बोनस से भुगतान: ₹10\.00/).first()).toBeVisible();
  await saveScreenshot(page, 'money-passbook-hi');
  await page.goto('/gameHistory');
  await expect(page.getByText('ओपन 128 → अंक 1: सिंगल अंक 1 जीता ₹10.00 × 9.5 = ₹95.00')).toBeVisible();
  await saveScreenshot(page, 'money-bid-history-hi');
  await storeLanguage(page, 'en');
});

test('after the open result, /games disables the boards that need it, with the reason', async () => {
  await page.goto('/home');
  await page.getByRole('button', { name: new RegExp(`^${MARKET}`) }).click();
  await expect(page).toHaveURL(/\/games$/);
  const jodi = page.getByRole('button', { name: 'Jodi', exact: true });
  await expect(jodi).toBeDisabled();
  await expect(jodi).toContainText('Closed');
  await expect(page.getByText('Open for the close session. The open result is out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Single Digits', exact: true })).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'games-after-open');

  // A board still open offers CLOSE alone, chosen and marked as chosen; OPEN is greyed out.
  await page.getByRole('button', { name: 'Single Digits', exact: true }).click();
  const sessions = page.getByRole('radiogroup', { name: 'OPEN/CLOSE' });
  await expect(sessions.getByRole('radio', { name: 'CLOSE' })).toBeChecked();
  await expect(sessions.getByRole('radio', { name: 'OPEN' })).toBeDisabled();
  await saveScreenshot(page, 'board-close-only');
});
