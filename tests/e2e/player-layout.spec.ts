import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { freshMobile, operator, otpFor } from './operator.js';
import { openPhone, signedInPlayer } from './sign-in.js';
import { saveScreenshot } from './screenshot.js';
import { storeLanguage } from './stored-language.js';
import { openBoard as openMarketBoard } from './open-board.js';

// What a new player on a 390×844 phone trips over: Submit under the bottom bar,
// sheets as tall as the screen, toasts over the form, the review's buttons below the fold.
test.describe.configure({ mode: 'serial' });

const MARKET = 'LAYOUT BAZAR';
const mobile = freshMobile();
let context: BrowserContext;
let page: Page;

/** True when a click at the centre of the element lands on it (nothing drawn over it). */
async function clickableAtCentre(target: Locator): Promise<boolean> {
  await expect(target).toBeVisible();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

const openBoard = (title: string) => openMarketBoard(page, MARKET, title);

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  ({ context, page } = await signedInPlayer(browser, request, { mobile, name: 'Layout Tester', bonus: '900' }));
});
test.afterAll(() => context.close());

test('a slip of 8 bids keeps Submit above the bottom bar, at any scroll', async () => {
  await openBoard('Family Pana');
  await page.getByLabel('Pana').fill('128');
  await page.getByLabel('Points').fill('10');
  await page.getByRole('button', { name: 'ADD BID' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(8);
  // The chat tab is there (the demo's whatsapp number), so the bar is as crowded as a player's.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Chat' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await clickableAtCentre(submit)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  expect(await clickableAtCentre(submit)).toBe(true);
  await saveScreenshot(page, 'slip-long-submit-visible');
  // Opened by a reload, the board mounts together with the layout: Submit still sits above the bar.
  await page.reload();
  await expect(page.getByRole('listitem')).toHaveCount(8);
  expect(await clickableAtCentre(submit)).toBe(true);
});

test('the review of a long slip keeps its totals and buttons on screen, in Tamil too', async () => {
  await openBoard('SP Motor');
  await page.getByLabel('Digits').fill('1234567');
  await page.getByLabel('Points').fill('10');
  await page.getByRole('button', { name: 'ADD BID' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(35);
  await storeLanguage(page, 'ta');
  await page.reload();
  await page.getByRole('button', { name: 'சமர்ப்பி', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'பந்தயங்களை மதிப்பாய்வு' });
  await expect(dialog).toBeVisible();
  for (const name of ['ரத்து செய்', 'சமர்ப்பி']) {
    const button = dialog.getByRole('button', { name, exact: true });
    expect(await clickableAtCentre(button)).toBe(true);
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The label is not cut: the button's text fits inside it.
    expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  }
  const total = dialog.getByText('மொத்த பந்தயங்கள்');
  expect(await clickableAtCentre(total)).toBe(true);
  await saveScreenshot(page, 'review-ta-many-bids');
  await dialog.getByRole('button', { name: 'ரத்து செய்', exact: true }).click();
  await storeLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
});

test('starline shows a loader while loading, home the markets the server rendered, and both Retry when the server cannot be reached', async () => {
  // The server cannot be reached by the live stream either: an opening stream reads the markets
  // again and would show them before the player asks to retry.
  const noStream = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/api/stream-ticket', noStream);
  for (const [path, call] of [
    ['/home', 'home'],
    ['/starline', 'starline'],
  ] as const) {
    // Away first: a call of the screen left behind (a refresh on focus or on a live event) would
    // take the one held answer below, and the new screen would load.
    await page.goto('about:blank');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/${call}`, async (route) => (await held, route.abort('internetdisconnected')), {
      times: 1,
    });
    await page.goto(path);
    if (path === '/home') {
      // Home's markets come with its page (server/http/home-page.ts): no loader while its call is held.
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: / (Place Bet|Closed)$/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('main').getByLabel('Loading…')).toBeHidden();
      // The app has taken the server's screen over, its screen waiting on the held call: released
      // before, the held call would fail before the screen asks, and the screen would ask anew.
      await expect(page.locator('#root [data-served]')).toHaveCount(0);
    } else await expect(page.getByRole('main').getByLabel('Loading…')).toBeVisible();
    await expect(page.getByText('No markets available')).toBeHidden();
    release();
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('No markets available')).toBeHidden();
    await saveScreenshot(page, `offline-${call}`);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toBeHidden();
  }
  await page.unroute('**/api/stream-ticket', noStream);
});

/** A bottom sheet: at the bottom of the screen, as tall as what it holds, its fields on screen. */
async function expectBottomSheet(sheet: Locator) {
  const box = (await sheet.boundingBox())!;
  expect(box.height).toBeLessThan(844 * 0.75);
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(842);
  expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(846);
}

test('the deposit sheet and the bet-details sheet are bottom sheets sized to their content', async () => {
  await page.goto('/deposit');
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const deposit = page.getByRole('dialog', { name: 'Add Fund' });
  await expect(deposit.getByLabel('UTR number')).toBeVisible();
  await expectBottomSheet(deposit);
  expect(await clickableAtCentre(deposit.getByRole('button', { name: 'Send Deposit Request' }))).toBe(true);
  await saveScreenshot(page, 'sheet-deposit');
  await deposit.getByRole('button', { name: 'Close' }).click();

  // A bet to look at: one single digit.
  await openBoard('Single Digits');
  await page.getByRole('combobox', { name: 'Number' }).fill('5');
  await page.getByLabel('Points').fill('10');
  await page.getByRole('button', { name: 'ADD BID' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review Bets' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.goto('/passbook');
  await page.getByRole('button', { name: /^Bid / }).first().click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Played for')).toBeVisible();
  await expectBottomSheet(details);
  await saveScreenshot(page, 'sheet-bet-details');
});

test('repeated errors make one toast, placed over neither the fields nor the button', async ({ browser }) => {
  const guest = await openPhone(browser);
  const visitor = await guest.newPage();
  await visitor.goto('/login');
  const login = visitor.getByRole('button', { name: 'Login' });
  for (let i = 0; i < 7; i++) await login.click();
  await expect(visitor.getByText('Enter valid mobile number')).toHaveCount(1);
  // A second, different error: two toasts, stacked at the bottom.
  await visitor.getByLabel('Mobile number').fill('9876543210');
  await login.click();
  const toasts = visitor.locator('.mantine-Notification-root');
  await expect(toasts).toHaveCount(2);
  for (const target of [visitor.getByLabel('Mobile number'), visitor.getByLabel('Password', { exact: true }), login]) {
    expect(await clickableAtCentre(target)).toBe(true);
  }
  await saveScreenshot(visitor, 'toasts-login');
  await guest.close();
});

test('a toast on a board sits above the slip’s Submit bar, not over it or the form', async () => {
  await openBoard('Single Digits');
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Add bet first before submit' });
  await expect(toast).toBeVisible();
  const [toastBox, submitBox] = [(await toast.boundingBox())!, (await submit.boundingBox())!];
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(submitBox.y);
  for (const target of [
    submit,
    page.getByRole('button', { name: 'ADD BID' }),
    page.getByLabel('Points'),
    page.getByRole('button', { name: 'Back' }),
    page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    page.getByRole('banner').getByRole('link', { name: /^Add Fund: ₹/ }),
  ]) {
    expect(await clickableAtCentre(target)).toBe(true);
  }
  await saveScreenshot(page, 'toast-board');
});

test('a toast from an empty sign-up is gone once the OTP step opens', async ({ browser, request }) => {
  const guest = await openPhone(browser);
  const visitor = await guest.newPage();
  await visitor.goto('/signup');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByText('Enter valid mobile number')).toBeVisible();
  const newcomer = freshMobile().replace(/^9/, '8');
  await visitor.getByLabel('Name').fill('Otp Tester');
  await visitor.getByLabel('Mobile number').fill(newcomer);
  await visitor.getByLabel('Password', { exact: true }).fill('secret12');
  await visitor.getByLabel('I am 18 years of age or older').check();
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByText(`We sent an OTP to ${newcomer}`)).toBeVisible();
  // Gone at once, not when its 4 s run out.
  await expect(visitor.getByText('Enter valid mobile number')).toHaveCount(0, { timeout: 1000 });
  await saveScreenshot(visitor, 'signup-otp-step');
  expect(await otpFor(request, newcomer)).toMatch(/^\d{4}$/);
  await guest.close();
});
