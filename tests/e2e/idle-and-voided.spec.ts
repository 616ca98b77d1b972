import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSection, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { signedInConsole } from './sign-in.js';
import { suiteDay } from './suite-clock.js';

// Markets with unsettled bets, at 1280×800: an owner makes a market with two unsettled bets
// (₹150) inactive: the console asks first, naming them; Today keeps the market, marked, with
// its desk. Another market's day is voided from its desk: the desk reads as voided (also
// after a reload) and offers no second void; Today reads it as voided.
test.describe.configure({ mode: 'serial' });

const IDLE = 'E2E IDLE';
const VOIDED = 'E2E VOIDED';
const OWNER = { username: `own-${Date.now().toString(36)}`, password: 'owner-e2e-pass' };
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  for (const market of [IDLE, VOIDED])
    await operator(request, 'POST', '/markets', { market, open_time: '11:00', close_time: '12:00' });
  await operator(request, 'POST', '/operators', { ...OWNER, role: 'owner' });
  const mobile = freshMobile();
  const player = await registerPlayer(request, mobile, 'Idle Player');
  await operator(request, 'POST', '/bonus', { mobile, amount: '500' });
  for (const market of [IDLE, VOIDED])
    await playerCall(request, player, 'place-bet', {
      number: '4,44',
      amount: '100,50',
      types: 'OPEN,',
      market,
      specialGame: '',
    });
  // The voided market's draw moved to the early morning: its day is past its void deadline.
  await operator(request, 'POST', '/markets', { market: VOIDED, open_time: '06:00', close_time: '07:00' });

  ({ context: context, page: page } = await signedInConsole(browser, OWNER));
});
test.afterAll(async () => {
  await context.close();
});

test('making a market with unsettled bets inactive asks first, naming them', async () => {
  await page.goto('/console/markets');
  await page.getByRole('button', { name: `Set up ${IDLE}` }).click();
  await page.getByRole('button', { name: 'Make inactive' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${IDLE} inactive?` });
  await expect(dialog).toContainText(`${IDLE} has 2 unsettled bets ₹150.00.`);
  await saveConsoleScreenshot(page, 'idle-market-ask');
  await dialog.getByRole('button', { name: 'Make inactive anyway' }).click();
  await expect(page.getByText(`${IDLE} is now Inactive.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${IDLE}`) })).toContainText('Inactive');
});

test('Today keeps the idle market, marked, with its desk', async () => {
  await openSection(page, /^Today/);
  const row = page.getByRole('row').filter({ hasText: IDLE });
  await expect(row).toContainText('Inactive · 2 unsettled bets ₹150.00');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `${IDLE} open` })).toBeVisible();
  await expect(page.getByTestId('declared-line')).toHaveText('Declared: open not declared · close not declared');
  await page.getByRole('link', { name: /Today/ }).first().click();
});

test('a voided day reads as voided on its desk, also after a reload, and is not offered for voiding again', async () => {
  await page.getByRole('row').filter({ hasText: VOIDED }).getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: `${VOIDED} close` })).toBeVisible();
  await page.getByRole('button', { name: 'Void the day' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Void ${VOIDED} on ${suiteDay()}, open and close?`);
  await dialog.getByRole('button', { name: 'Void the day' }).click();
  const line = page.getByTestId('declared-line');
  await expect(line).toContainText(
    new RegExp(`^Voided by own-\\w+ at ${suiteDay()} \\d\\d:\\d\\d: 2 stakes refunded \\(₹150\\.00\\)$`),
  );
  await expect(page.getByRole('button', { name: 'Void the day' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('declared-line')).toContainText('2 stakes refunded (₹150.00)');
  await expect(page.getByText('This day is voided')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void the day' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveCount(0);
  await saveConsoleScreenshot(page, 'voided-day-desk');
});

test('Today shows the idle market with its bets and the voided day as voided', async () => {
  await openSection(page, /^Today/);
  const voided = page.getByRole('row').filter({ hasText: VOIDED });
  await expect(voided).toContainText('Voided');
  await expect(voided).toContainText('2 stakes refunded (₹150.00)');
  await expect(page.getByRole('row').filter({ hasText: IDLE })).toContainText('Inactive · 2 unsettled bets ₹150.00');
  await voided.scrollIntoViewIfNeeded();
  await saveConsoleScreenshot(page, 'today-idle-and-voided');
});
