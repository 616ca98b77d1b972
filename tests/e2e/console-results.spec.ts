import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSection, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { openDesktop, signedInPlayer, signInToConsole } from './sign-in.js';

// The results desk at 1280×800: a player bets from the player app (and a second over the
// API); a results operator watches today's board, opens the market's exposure grid,
// previews a pana (its payout is the player's win), declares it typing the pana again, and
// the player's history shows the win. Then a correction's diff names the player as a loser.
test.describe.configure({ mode: 'serial' });

const MARKET = 'E2E RESULTS';
const RESULTS = { username: `res-${Date.now().toString(36)}`, password: 'results-e2e-pass' };
const mobile = freshMobile();
let console_: BrowserContext;
let player: BrowserContext;
let desk: Page;
let app: Page;

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  await operator(request, 'POST', '/operators', { ...RESULTS, role: 'results' });
  // The player of the player app, with 200 rupees of bonus to play with.
  ({ context: player, page: app } = await signedInPlayer(browser, request, {
    mobile,
    name: 'Ravi Results',
    bonus: '200',
  }));

  console_ = await openDesktop(browser);
  desk = await console_.newPage();
});
test.afterAll(async () => {
  await console_.close();
  await player.close();
});

test('a results operator watches today’s board, and a bet from the player app appears on it without a reload', async ({
  request,
}) => {
  await signInToConsole(desk, RESULTS);
  await openSection(desk, /^Today/);
  const row = desk.getByRole('row').filter({ hasText: MARKET });
  await expect(row).toContainText('0 bids');

  // Another player's bets, over the API, on numbers that lose with 140.
  const otherMobile = freshMobile().replace(/^9/, '8');
  const other = await registerPlayer(request, otherMobile, 'Other Player');
  await operator(request, 'POST', '/bonus', { mobile: otherMobile, amount: '100' });
  await playerCall(request, other, 'place-bet', {
    number: '3,123',
    amount: '20,10',
    types: 'OPEN,OPEN',
    market: MARKET,
    specialGame: '',
  });
  await expect(row).toContainText('Open: 2 bids');
  await app.goto('/home');
  await app.getByRole('button', { name: new RegExp(`^${MARKET}`) }).click();
  await app.getByRole('button', { name: 'Single Digits', exact: true }).click();
  await app.getByRole('combobox', { name: 'Number' }).fill('5');
  await app.getByLabel('Points').fill('10');
  await app.getByRole('button', { name: 'ADD BID' }).click();
  await app.getByRole('button', { name: 'Submit' }).click();
  await app.getByRole('dialog', { name: 'Review Bets' }).getByRole('button', { name: 'Submit' }).click();
  await expect(app.getByText('Bid placed successfully')).toBeVisible();

  // The board hears of the bet and reads again: no reload.
  await expect(row).toContainText('Open: 3 bids');
  await expect(row).toContainText('₹40.00');
  await saveConsoleScreenshot(desk, 'today-board');
});

test('the exposure grid shows the stake on 5; the preview of 140 pays exactly the player’s win; declaring asks for 140 again', async () => {
  await desk.getByRole('row').filter({ hasText: MARKET }).getByRole('link', { name: 'Open' }).click();
  await expect(desk.getByRole('heading', { name: `${MARKET} open` })).toBeVisible();
  const grid = desk.getByRole('table', { name: 'Exposure (load)' });
  const five = grid.getByRole('row').filter({ hasText: /^5 Single/ });
  await expect(five).toContainText('₹10.00');
  await expect(five).toContainText('₹95.00');
  await expect(desk.getByRole('status')).toContainText('Worst case: Single pana 123 would pay ₹1,500.00');
  await saveConsoleScreenshot(desk, 'exposure-grid');

  await desk.getByLabel('Pana', { exact: true }).fill('140');
  await desk.getByRole('button', { name: 'Preview' }).click();
  await expect(desk.getByTestId('preview-payout')).toHaveText('₹95.00');
  await expect(desk.getByText('Ank:')).toContainText('Ank: 5');
  await saveConsoleScreenshot(desk, 'settlement-preview');
  await expect(desk.getByTestId('declared-line')).toHaveText('Declared: open not declared · close not declared');

  // The clock is 10:xx and the market opens at 15:45: the draw has not happened.
  await expect(desk.getByRole('alert')).toContainText(
    /It is 10:\d\d; E2E RESULTS opens at 15:45\. Declaring now settles bets placed before the draw\./,
  );
  await expect(desk.getByRole('button', { name: 'Declare 140' })).toBeDisabled();
  await desk.getByRole('checkbox', { name: /Declare before the draw anyway/ }).check();
  await saveConsoleScreenshot(desk, 'early-declaration-warning');
  await desk.getByRole('button', { name: 'Declare 140' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Type it again').fill('104');
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(dialog.getByText('Type 140 again, exactly, to confirm.')).toBeVisible();
  await dialog.getByLabel('Type it again').fill('140');
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(desk.getByText('140 is declared: the figures are what it paid.')).toBeVisible({ timeout: 20_000 });
  await expect(desk.getByTestId('declared-line')).toHaveText('Declared: 140-5 (open) · close not declared');
  await saveConsoleScreenshot(desk, 'declared-value');
});

test('the player’s history shows the win the preview showed', async () => {
  await app.goto('/gameHistory');
  await expect(app.getByText('WON').first()).toBeVisible();
  await app.goto('/passbook');
  await app.getByRole('button', { name: new RegExp(`^Win · ${MARKET} · Single Digit 5 · OPEN`) }).click();
  const sheet = app.getByRole('dialog');
  // The preview's ₹95.00, paid to the player: 10 points × 9.5.
  await expect(sheet.getByText('₹95.00', { exact: true })).toBeVisible();
  await expect(sheet.getByText('WON', { exact: true })).toBeVisible();
  // Why it won, in the player's words, from the same rule settlement used.
  await expect(sheet.getByText(/^Open 140 → ank 5: Single Digit 5 won ₹10\.00 × 9\.5 = ₹95\.00/)).toBeVisible();
  await app.keyboard.press('Escape');
});

test('a correction shows first who gains and who loses, by how much', async () => {
  await desk.getByLabel('Correct to the pana').fill('130');
  await desk.getByRole('button', { name: 'Show the difference' }).click();
  await expect(desk.getByText('Players who lose (1)')).toBeVisible();
  const loser = desk.getByRole('row').filter({ hasText: 'Ravi Results' });
  await expect(loser).toContainText('−₹95.00');
  await saveConsoleScreenshot(desk, 'correction-diff');

  // Applied, the desk's header reads the corrected value.
  await desk.getByRole('button', { name: 'Correct 140 to 130' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Type it again').fill('130');
  await dialog.getByRole('button', { name: 'Correct' }).click();
  await expect(desk.getByTestId('declared-line')).toHaveText('Declared: 130-4 (open) · close not declared', {
    timeout: 20_000,
  });
  await saveConsoleScreenshot(desk, 'declared-after-correction');
});
