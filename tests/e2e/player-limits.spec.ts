// Limits a player sets (docs/player-limits.md), at 390×844: a daily stake limit set from the side menu, a bet
// over it refused with the server's message in the player's language; a break that stops every
// board and deposit before money moves; a transfer that shows whom it pays before it moves money.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUp } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { signedInPlayer } from './sign-in.js';
import { saveScreenshot } from './screenshot.js';
import { storeLanguage } from './stored-language.js';
import { suiteDay } from './suite-clock.js';

test.describe.configure({ mode: 'serial' });

const MARKET = 'LIMIT BAZAR';
const mobile = freshMobile();
let context: BrowserContext;
let page: Page;

/** Words of the board in English and in Hindi (the second test plays in Hindi). */
const WORDS = {
  en: { board: 'Single Digits', number: 'Number', points: 'Points', add: 'ADD BID', submit: 'Submit' },
  hi: { board: 'सिंगल अंक', number: 'नंबर', points: 'पॉइंट', add: 'बोली जोड़ें', submit: 'सबमिट करें' },
};

async function betSingleDigit(points: string, language: keyof typeof WORDS = 'en') {
  const words = WORDS[language];
  await page.goto('/home');
  await page.getByRole('button', { name: new RegExp(`^${MARKET} \\*`) }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.getByRole('button', { name: words.board, exact: true }).click();
  await page.getByRole('combobox', { name: words.number }).fill('5');
  await page.getByLabel(words.points).fill(points);
  await page.getByRole('button', { name: words.add }).click();
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.submit, exact: true }).click();
}

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  ({ context, page } = await signedInPlayer(browser, request, { mobile, name: 'Limit Tester', bonus: '900' }));
});
test.afterAll(() => context.close());

test('a daily limit set from the side menu refuses the bet that passes it, with the reason', async () => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'My limits' }).click();
  await expect(page).toHaveURL(/\/limits$/);
  // The stake limit's day (deposits, stakes and losses each have a limit over a day, a week and a month).
  const stakes = page.getByRole('region', { name: 'Stake limits' });
  await expect(stakes.getByText('No limit · ₹0.00 used')).toHaveCount(3);
  await stakes.getByLabel('Limit (₹)').fill('50');
  await stakes.getByRole('button', { name: 'Save limit' }).click();
  await expect(stakes.getByText('₹0.00 of ₹50.00 used')).toBeVisible();
  await saveScreenshot(page, 'limits-daily-set');

  // A raise waits 24 hours: the old limit still holds.
  await stakes.getByLabel('Limit (₹)').fill('500');
  await stakes.getByRole('button', { name: 'Save limit' }).click();
  // The e2e server's clock starts at 10:00 and runs on through the suite: a day from now is the next day, 10:xx or later.
  await expect(stakes.getByText(new RegExp(`From ${suiteDay(1)} \\d\\d:\\d\\d: ₹500\\.00$`))).toBeVisible();
  await expect(stakes.getByText('₹0.00 of ₹50.00 used')).toBeVisible();

  await betSingleDigit('60');
  await expect(page.getByText('This bet passes your daily limit of ₹50.00: ₹50.00 left today.')).toBeVisible();
  await saveScreenshot(page, 'limits-bet-refused');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Add Fund: ₹1,000.00' })).toBeVisible();
});

test('the refusal reads in the language the player chose', async () => {
  await storeLanguage(page, 'hi');
  await betSingleDigit('60', 'hi');
  await expect(page.getByText('यह दांव आपकी ₹50.00 की दैनिक सीमा से ज़्यादा है: आज ₹50.00 बाकी है।')).toBeVisible();
  await saveScreenshot(page, 'limits-bet-refused-hindi');
  await storeLanguage(page, 'en');
});

test('a weekly loss limit refuses the bet that passes it, naming what is left', async () => {
  await page.goto('/limits');
  const losses = page.getByRole('region', { name: 'Loss limits (stakes minus wins)' });
  await losses
    .locator('label')
    .filter({ hasText: /^Week$/ })
    .click();
  await losses.getByLabel('Limit (₹)').fill('30');
  await losses.getByRole('button', { name: 'Save limit' }).click();
  await expect(losses.getByText('₹0.00 of ₹30.00 used')).toBeVisible();
  await saveScreenshot(page, 'limits-weekly-loss-set');
  await betSingleDigit('40');
  await expect(page.getByText('₹30.00 of your ₹30.00 weekly loss limit left.')).toBeVisible();
  await saveScreenshot(page, 'limits-weekly-loss-refused');
});

test('a break is confirmed before it starts, then stops every bet and every deposit before money moves', async () => {
  await page.goto('/limits');
  await page.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.getByText('Are you sure? This cannot be ended early.')).toBeVisible();
  await saveScreenshot(page, 'limits-break-confirm');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(new RegExp(`On a break until ${suiteDay(1)} \\d\\d:\\d\\d`))).toBeVisible();
  await saveScreenshot(page, 'limits-on-break');

  // Home says so before any board opens: no market card opens one.
  await page.goto('/home');
  await expect(
    page.getByText(new RegExp(`You chose a break from betting until ${suiteDay(1)} \\d\\d:\\d\\d\\.`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${MARKET} `) })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'My limits' })).toBeVisible();
  await saveScreenshot(page, 'home-on-break');

  // Add Fund shows no payment detail: the reason, until when, and to send nothing.
  await page.goto('/deposit');
  await expect(
    page.getByText(new RegExp(`On a break until ${suiteDay(1)} \\d\\d:\\d\\d: deposits open again then\\.`)),
  ).toBeVisible();
  await expect(page.getByText('Send no payment now: it could not be credited.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Request' })).toHaveCount(0);
  await expect(page.getByText(/UPI/)).toHaveCount(0);
  await saveScreenshot(page, 'deposit-on-break');
});

test('on a break no board opens, and home and Add Fund say so in Hindi too', async () => {
  // Starline and Jackpot, reached by their addresses, show the pause instead of anything to play.
  for (const path of ['/starline', '/gali']) {
    await page.goto(path);
    await expect(
      page.getByText(new RegExp(`You chose a break from betting until ${suiteDay(1)} \\d\\d:\\d\\d\\.`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await saveScreenshot(page, `${path.slice(1)}-on-break`);
  }

  await storeLanguage(page, 'hi');
  await page.goto('/home');
  await expect(page.getByText(new RegExp(`${suiteDay(1)} \\d\\d:\\d\\d`))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${MARKET} \\*`) })).toBeDisabled();
  await saveScreenshot(page, 'home-on-break-hi');
  await page.goto('/deposit');
  await expect(page.getByText('अभी कोई भुगतान न भेजें: वह जमा नहीं हो सकेगा।')).toBeVisible();
  await expect(page.getByText(/UPI/)).toHaveCount(0);
  await saveScreenshot(page, 'deposit-on-break-hi');
  await storeLanguage(page, 'en');
});

test('a transfer shows whom it pays, masked, and moves money only on Send', async ({ request }) => {
  const friend = freshMobile();
  await signUp(request, friend, 'Ravi Kumar');
  await page.goto('/transfer');
  await page.getByLabel('Send to (mobile number)').fill(friend);
  await page.getByLabel('Amount').fill('50');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Check before you send' });
  await expect(dialog.getByText('Ra*** Ku***')).toBeVisible();
  await expect(dialog.getByText('Ravi')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send ₹50.00' })).toBeVisible();
  await saveScreenshot(page, 'transfer-check');
  // Cancel moves nothing and keeps what was typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Send to (mobile number)')).toHaveValue(friend);

  await storeLanguage(page, 'hi');
  await page.reload();
  await page.getByLabel('किसे भेजें (मोबाइल नंबर)').fill(friend);
  await page.getByLabel('राशि').fill('50');
  await page.getByRole('button', { name: 'ट्रांसफर', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'भेजने से पहले जाँचें' }).getByText('Ra*** Ku***')).toBeVisible();
  await saveScreenshot(page, 'transfer-check-hi');
  await storeLanguage(page, 'en');
});
