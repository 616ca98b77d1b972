import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSection, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { signedInConsole } from './sign-in.js';

// Limits on the exposure grid at 1280×800: a player's pana 128 OPEN
// carries ₹10,500 of payout before the market has a limit; a results operator sets a limit of
// ₹5,000 and is told 128 is already over it; the desk's grid marks 128 over its limit by
// ₹5,500 and the other numbers with the room they have left; declared, the grid reads what
// was paid.
test.describe.configure({ mode: 'serial' });

const MARKET = `E2E LIMITS ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const RESULTS = { username: `lim-${Date.now().toString(36)}`, password: 'limits-e2e-pass' };
let context: BrowserContext;
let desk: Page;

test.beforeAll(async ({ browser, request }) => {
  await operator(request, 'POST', '/markets', { market: MARKET, open_time: '15:45', close_time: '17:45' });
  await operator(request, 'POST', '/operators', { ...RESULTS, role: 'results' });
  const mobile = freshMobile();
  const session = await registerPlayer(request, mobile, 'Lalit Limits');
  await operator(request, 'POST', '/bonus', { mobile, amount: '500' });
  // 128 OPEN: ₹70 × 150 = ₹10,500 if it wins; 3 OPEN: ₹100 × 9.5 = ₹950.
  const placed = await playerCall(request, session, 'place-bet', {
    number: '128,3',
    amount: '70,100',
    types: 'OPEN,OPEN',
    market: MARKET,
    specialGame: '',
  });
  expect(placed).toMatchObject({ success: true });
  ({ context: context, page: desk } = await signedInConsole(browser, RESULTS));
});
test.afterAll(async () => {
  await context?.close();
});

test('setting a limit a number already passes names that number', async () => {
  await openSection(desk, 'Markets');
  await desk.getByRole('button', { name: `Set up ${MARKET}` }).click();
  const limit = desk.getByRole('group', { name: 'Limit of the whole market' });
  await limit.getByLabel('Maximum payout per number (₹)').fill('5000');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  const warning = desk.getByRole('alert').filter({ hasText: '1 number is already over this limit' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Single pana 128 OPEN: would pay ₹10,500.00, ₹5,500.00 over');
  await warning.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveConsoleScreenshot(desk, 'limit-already-over');
});

test('the grid marks the number over its limit, and the room the others have left', async () => {
  await openSection(desk, /^Today/);
  await desk.getByRole('row').filter({ hasText: MARKET }).getByRole('link', { name: 'Open' }).click();
  await expect(desk.getByRole('heading', { name: `${MARKET} open` })).toBeVisible();
  const grid = desk.getByRole('table', { name: 'Exposure (load)' });
  const over = grid.getByRole('row').filter({ hasText: /^128 Single pana/ });
  await expect(over).toContainText('₹10,500.00');
  await expect(over).toContainText('Over by ₹5,500.00');
  await expect(over).toHaveAttribute('data-over-limit', 'true');
  await expect(grid.getByRole('row').filter({ hasText: /^3 Single/ })).toContainText('₹4,050.00 left');
  await expect(desk.getByTestId('limit-line')).toHaveText(
    '1 number is over the limit of ₹5,000.00: it takes no more bids.',
  );
  await saveConsoleScreenshot(desk, 'exposure-over-limit');
});

test('declared, the grid reads what was paid', async () => {
  await desk.getByLabel('Pana', { exact: true }).fill('128');
  await desk.getByRole('button', { name: 'Preview' }).click();
  // The suite's clock is 10:xx and the market opens at 15:45: declaring now is early, on purpose.
  await desk.getByRole('checkbox', { name: /Declare before the draw anyway/ }).check();
  await desk.getByRole('button', { name: 'Declare 128' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Type it again').fill('128');
  await dialog.getByRole('button', { name: 'Declare' }).click();
  await expect(desk.getByTestId('declared-line')).toHaveText('Declared: 128-1 (open) · close not declared', {
    timeout: 20_000,
  });
  await expect(desk.getByText('Paid for this session:')).toContainText('₹10,500.00');
  await expect(desk.getByText(/Worst case/)).toHaveCount(0);
  const grid = desk.getByRole('table', { name: 'Exposure (load)' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByRole('row').filter({ hasText: /^128 Single pana/ })).toContainText('₹10,500.00');
  await saveConsoleScreenshot(desk, 'exposure-paid');
});
