import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { playerCall, receiptPng, registerPlayer, saveConsoleScreenshot, walletOf } from './console-helpers.js';
import { freshMobile, operator } from './operator.js';
import { openDesktop } from './sign-in.js';

// The operator console at 1280×800: the demo owner adds a cashier; the cashier approves a
// player's deposit looking at its screenshot and is refused a result declaration; the owner's
// audit screen lists all of it.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const cashier = { username: `cash-${Date.now().toString(36)}`, password: 'cashier-e2e-pass' };
const mobile = freshMobile();
const PLAYER = 'Meera Console';
const UTR = `5${Date.now().toString().slice(-11)}`;
let token = '';
let context: BrowserContext;
let page: Page;

const nav = () => page.getByRole('navigation', { name: 'Console navigation' });

async function signIn(who: { username: string; password: string }) {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function signOut() {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
}

test.beforeAll(async ({ browser, request }) => {
  context = await openDesktop(browser);
  page = await context.newPage();
  await page.goto('/console/sign-in');
  // A player of the player app, with a deposit request carrying a readable screenshot, and a withdrawal.
  token = await registerPlayer(request, mobile, PLAYER);
  const image = await receiptPng(page, ['Paid ₹500.00', `UTR ${UTR}`, 'to matkacore.demo@upi']);
  await playerCall(request, token, 'create-payment-request', {
    amount: '500',
    transaction_id: UTR,
    note: '',
    image,
    deposit_mode: 'Manual Deposit',
  });
  await playerCall(request, token, 'withdraw-details-update', {
    acno: '123456789012',
    name: PLAYER,
    ifsc: 'SBIN0001234',
  });
});
test.afterAll(() => context.close());

test('sign-in asks for Username and Password and refuses a wrong one, keeping what was typed', async () => {
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await saveConsoleScreenshot(page, 'sign-in');
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(OWNER.username);
});

test('the demo owner adds a cashier', async () => {
  await signIn(OWNER);
  await expect(nav().getByRole('link', { name: /^Today/ })).toBeVisible();
  await nav().getByRole('link', { name: 'Operators' }).click();
  await page.getByLabel('Username').fill(cashier.username);
  await page.getByLabel('Password', { exact: true }).fill(cashier.password);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Cashier' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Operator ${cashier.username} added.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: cashier.username })).toBeVisible();
  await saveConsoleScreenshot(page, 'operators');
  await signOut();
});

test('the cashier sees the pending deposit with its screenshot, approves it, and the player’s balance rises by the amount', async ({
  request,
}) => {
  const before = await walletOf(request, token);
  await signIn(cashier);
  await expect(page.getByRole('heading', { name: 'Deposits' })).toBeVisible();
  await expect(
    nav()
      .getByLabel(/\d+ pending/)
      .first(),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: UTR });
  await expect(row).toContainText(PLAYER);
  await expect(row).toContainText(mobile);
  await expect(row).toContainText('₹500.00');
  await saveConsoleScreenshot(page, 'deposits');

  await row.getByRole('button', { name: 'Review', exact: true }).click();
  const review = page.getByRole('dialog');
  const screenshot = review.getByRole('img', { name: `Payment screenshot of ${PLAYER}, UTR ${UTR}` });
  await expect(screenshot).toBeVisible();
  // Polled: the image box is visible (its size is set) before the PNG has loaded and decoded.
  await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await saveConsoleScreenshot(page, 'deposit-review');
  await review.getByRole('button', { name: 'Zoom: actual size' }).click();
  await saveConsoleScreenshot(page, 'deposit-review-zoomed');
  await review.getByRole('button', { name: 'Approve' }).click();
  // A decision made in the review shows there, not as a toast over it: the row reads Completed.
  await expect(row.getByText('Completed')).toBeVisible();
  expect(await walletOf(request, token)).toBe(before + 500);
});

test('the cashier is refused a result declaration, and has no results desk in the navigation', async () => {
  await expect(nav().getByRole('link', { name: /^Deposits/ })).toBeVisible();
  await expect(nav().getByRole('link', { name: /^Today/ })).toHaveCount(0);
  await expect(nav().getByRole('link', { name: 'Audit' })).toHaveCount(0);
  const { csrfToken } = await (await page.request.get('/console/api/session')).json();
  const refused = await page.request.post('/console/api/results/declare', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { market: 'KALYAN', session: 'open', pana: '128', confirm: '128' },
  });
  expect(refused.status()).toBe(403);
  await page.goto('/console/results');
  await expect(page.getByText('Not for your role')).toBeVisible();
});

test('the cashier’s withdraw desk, players and account', async ({ request }) => {
  await playerCall(request, token, 'withdraw', { amount: '200' });
  await nav()
    .getByRole('link', { name: /^Withdrawals/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: mobile });
  await expect(row).toContainText('123456789012 · SBIN0001234');
  await expect(row).toContainText('₹200.00');
  await saveConsoleScreenshot(page, 'withdrawals');
  await row.getByRole('button', { name: /^Review withdrawal #/ }).click();
  await expect(page.getByRole('dialog').getByText('Deposited', { exact: true })).toBeVisible();
  await saveConsoleScreenshot(page, 'withdrawal-context');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: /Approve withdrawal/ });
  await approve.getByLabel(/Payout reference/).fill('NEFT-E2E-1');
  await saveConsoleScreenshot(page, 'withdrawal-approve');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Withdrawal of ₹200.00 for ${PLAYER} approved.`)).toBeVisible();
  await expect(row).toContainText('Payout ref NEFT-E2E-1');
  // Usable on a tablet: the navigation folds behind a burger below 768 px, tables scroll sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'screenshots/console-tablet-withdrawals.png' });

  await nav().getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Mobile or name').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: PLAYER })).toBeVisible();
  await saveConsoleScreenshot(page, 'players');
  await page.getByRole('link', { name: PLAYER }).click();
  await expect(page.getByRole('heading', { name: PLAYER })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust main wallet' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /Deposit/ }).first()).toBeVisible();
  await saveConsoleScreenshot(page, 'player');

  await nav().getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  await saveConsoleScreenshot(page, 'account');
  await signOut();
});

test('the owner’s audit screen lists all of it, and exports it as CSV', async () => {
  await signIn(OWNER);
  await nav().getByRole('link', { name: 'Audit' }).click();
  const table = page.getByRole('table');
  await expect(
    table.getByRole('row').filter({ hasText: 'deposit.approve' }).filter({ hasText: cashier.username }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: 'operator.add' }).filter({ hasText: cashier.username }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: 'sign-in' }).filter({ hasText: cashier.username }).first(),
  ).toBeVisible();
  await saveConsoleScreenshot(page, 'audit');
  await page.getByLabel('Operator').fill(cashier.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp(`audit\\.csv\\?operator=${cashier.username}$`),
  );
  const csv = await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('deposit.approve');
  await saveConsoleScreenshot(page, 'audit-filtered');

  // Results are declared on the Today desk; the part-1 address leads there.
  await page.goto('/console/results');
  await expect(page).toHaveURL(/\/console\/today$/);
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible();
  await saveConsoleScreenshot(page, 'results');
});

test('the owner reviews a withdrawal beside its money trail, the decision in sight, and reads the funds report at 1280 px', async ({
  request,
}) => {
  await operator(request, 'POST', '/bonus', { mobile, amount: '350.25', reason: 'Festival' });
  await playerCall(request, token, 'withdraw', { amount: '250' });
  await nav()
    .getByRole('link', { name: /^Withdrawals/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: mobile }).filter({ hasText: '₹250.00' });
  await row.getByRole('button', { name: /^Review withdrawal #/ }).click();
  const review = page.getByRole('dialog', { name: /^Withdrawal #/ });
  await expect(review.getByText(/^Bonuses and adjustments \(\d+\)$/)).toBeVisible();
  await expect(review.getByRole('table', { name: 'Bonuses and adjustments' })).toContainText('₹350.25');
  await expect(review.getByRole('table', { name: 'Bonuses and adjustments' })).toContainText('Bonus: Festival');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every action of the decision fits the window: nothing to scroll to.
  await expect(review.getByRole('button', { name: /^Approve/ })).toBeInViewport({ ratio: 1 });
  await expect(review.getByRole('button', { name: /^Reject/ })).toBeInViewport({ ratio: 1 });
  await saveConsoleScreenshot(page, 'withdrawal-trail');
  await page.keyboard.press('Escape');

  await nav().getByRole('link', { name: 'Reports' }).click();
  const bank = page.getByRole('table', { name: 'Bank: money in and out per day' });
  await expect(bank).toBeVisible();
  await expect(bank.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('table', { name: 'Funds per day' })).toBeVisible();
  // Neither table scrolls sideways at 1280 px.
  for (const name of ['Bank: money in and out per day', 'Funds per day']) {
    const table = page.getByRole('table', { name });
    const [tableWidth, room] = await table.evaluate((el) => [el.scrollWidth, el.parentElement!.clientWidth]);
    expect(tableWidth, name).toBeLessThanOrEqual(room);
  }
  await bank.scrollIntoViewIfNeeded();
  await saveConsoleScreenshot(page, 'reports-funds');
});
