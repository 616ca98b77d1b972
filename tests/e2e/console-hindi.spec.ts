import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  approvedDeposit,
  openSection,
  playerCall,
  registerPlayer,
  requestDeposit,
  saveConsoleScreenshot,
} from './console-helpers.js';
import { allOf, freshMobile, operator, PNG } from './operator.js';
import { signedInConsole } from './sign-in.js';

// The console in Hindi at 1280×800: the owner switches the language in the header, walks the
// main screens (a deposit under review, the withdraw desk, players and a player's page, today's
// board and a market-day desk, reports, markets, settings), each with its Hindi words and
// nothing scrolling sideways, and finds Hindi again after a reload.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const MARKET = 'E2E HINDI';
const PLAYER = 'Venkata Lakshmi Narasimha Rao';
const mobile = freshMobile();
const UTR = `HI${Date.now().toString().slice(-10)}`;
const IMAGE = `data:image/png;base64,${PNG.toString('base64')}`;

let context: BrowserContext;
let page: Page;

const nav = () => page.getByRole('navigation', { name: 'कंसोल नेविगेशन' });
const section = (name: RegExp) => nav().getByRole('link', { name }).click();

/** Nothing on the screen is wider than the window: no sideways scroll at 1280 pixels. */
async function fitsTheWidth(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(180_000);
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  const token = await registerPlayer(request, mobile, PLAYER);
  await playerCall(request, token, 'withdraw-details-update', {
    acno: `6000${mobile}`,
    name: PLAYER,
    ifsc: 'SBIN0001234',
  });
  await approvedDeposit(
    request,
    { session: token, mobile },
    { amount: '5000', utr: UTR.replace(/^HI/, 'HF'), image: IMAGE },
  );
  await playerCall(request, token, 'place-bet', {
    number: '3,123',
    amount: '20,10',
    types: 'OPEN,OPEN',
    market: MARKET,
    specialGame: '',
  });
  await requestDeposit(request, token, { amount: '750', utr: UTR, image: IMAGE });
  expect((await playerCall(request, token, 'withdraw', { amount: '1200' })).success).toBe(true);
  ({ context, page } = await signedInConsole(browser, OWNER));
});
// The suite's server is shared by the specs after this one: this player's requests are rejected again.
test.afterAll(async ({ request }) => {
  await context.close();
  for (const kind of ['deposits', 'withdrawals'] as const) {
    const pending = (await allOf(request, `/${kind}?status=pending`)) as { id: number; mobile: string }[];
    for (const row of pending.filter((r) => r.mobile === mobile))
      await operator(request, 'POST', `/${kind}/${row.id}/reject`, { reason: 'End of the Hindi console test' });
  }
});

test('the owner chooses Hindi in the header; the page’s language follows', async () => {
  await openSection(page, /^Deposits/);
  await page.getByLabel('Language').selectOption('hi');
  await expect(nav()).toBeVisible();
  await expect(page.getByRole('button', { name: 'साइन आउट' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('भाषा')).toHaveValue('hi');
});

test('the deposit desk and a deposit under review, in Hindi', async () => {
  const row = page.getByRole('row').filter({ hasText: UTR });
  await expect(row).toContainText('₹750.00');
  await expect(row.getByRole('button', { name: 'नामंज़ूर करें' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-deposits');
  await row.getByRole('button', { name: 'जाँचें', exact: true }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('img', { name: `${PLAYER} के भुगतान का स्क्रीनशॉट, UTR ${UTR}` })).toBeVisible();
  await expect(review.getByRole('button', { name: 'मंज़ूर करें', exact: true })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-deposit-review');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
});

test('the withdraw desk and a withdrawal’s review, in Hindi', async () => {
  await section(/^निकासी/);
  await expect(page.getByRole('heading', { name: 'निकासी' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: mobile }).filter({ hasText: 'SBIN0001234' });
  await expect(row).toContainText('₹1,200.00');
  await expect(row).toContainText('SBIN0001234');
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-withdrawals');
  await row.getByRole('button', { name: /^निकासी #\d+ जाँचें$/ }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByText('बैंक विवरण')).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-withdrawal-review');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
});

test('players and a player’s page, in Hindi', async () => {
  await section(/^खिलाड़ी/);
  await page.getByLabel('मोबाइल या नाम').fill(mobile);
  await page.getByRole('button', { name: 'खोजें' }).click();
  await expect(page.getByRole('link', { name: PLAYER })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-players');
  await page.getByRole('link', { name: PLAYER }).click();
  await expect(page.getByRole('heading', { name: PLAYER })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ब्लॉक करें' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-player-page');
});

test('today’s board and a market-day desk, in Hindi', async () => {
  await section(/^आज/);
  await expect(page.getByRole('heading', { name: /^आज, / })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: MARKET });
  await expect(row).toContainText('2 बोलियाँ');
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-today');
  await row.getByRole('link', { name: 'ओपन' }).click();
  await expect(page.getByRole('table', { name: 'जोखिम (लोड)' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-market-day');
});

test('reports, markets and settings, in Hindi', async () => {
  await section(/^रिपोर्ट/);
  await expect(page.getByRole('button', { name: 'पिछले 7 दिन' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-reports');
  await section(/^मार्केट/);
  await expect(page.getByRole('button', { name: 'मार्केट जोड़ें' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-markets');
  await section(/^सेटिंग्स/);
  await expect(page.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeVisible();
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-settings');
});

test('the choice is remembered: after a reload the console opens in Hindi', async () => {
  await page.reload();
  await expect(nav()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeVisible();
});

test('signed out, the sign-in screen stays in Hindi, with the choice at hand', async () => {
  await page.getByRole('button', { name: 'साइन आउट' }).click();
  await expect(page.getByRole('heading', { name: 'ऑपरेटर साइन इन' })).toBeVisible();
  await expect(page.getByLabel('भाषा')).toHaveValue('hi');
  await fitsTheWidth();
  await saveConsoleScreenshot(page, 'hi-sign-in');
});
