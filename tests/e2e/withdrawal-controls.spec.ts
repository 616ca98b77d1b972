import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { approvedDeposit, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator, PNG } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { logIn, openDesktop, openPhone, signInToConsole } from './sign-in.js';

// Withdrawal controls: an owner sets the withdrawal hours in Settings at
// 1280×800 (the suite's clock is 10:xx, the hours open at 11:00), support holds a player's
// payouts on his page with a reason; on his phone the player is told each, in his language.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: `ctl-${Date.now().toString(36)}`, password: 'controls-e2e-pass' };
const SUPPORT = { username: `sup-${Date.now().toString(36)}`, password: 'controls-e2e-pass' };
const mobile = freshMobile();
let operatorSide: BrowserContext;
let desk: Page;
let phone: BrowserContext;
let app: Page;
let playerId = '';

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  await operator(request, 'POST', '/operators', { ...OWNER, role: 'owner' });
  await operator(request, 'POST', '/operators', { ...SUPPORT, role: 'support' });
  const session = await registerPlayer(request, mobile, 'Kabir Controls');
  await playerCall(request, session, 'withdraw-details-update', {
    acno: `50100${mobile}`,
    name: 'Kabir',
    ifsc: 'HDFC0001234',
  });
  await approvedDeposit(
    request,
    { session, mobile },
    { amount: '3000', utr: `CTL${mobile}`, image: `data:image/png;base64,${PNG.toString('base64')}` },
  );
  operatorSide = await openDesktop(browser);
  desk = await operatorSide.newPage();
  phone = await openPhone(browser);
  app = await phone.newPage();
  await logIn(app, mobile);
});
test.afterAll(async () => {
  await operatorSide?.close();
  await phone?.close();
});

test('the owner sets the withdrawal hours in Settings; a request before them is refused with the hours', async () => {
  await signInToConsole(desk, OWNER);
  await desk.goto('/console/settings');
  await expect(desk.getByRole('heading', { name: 'Withdrawal controls' })).toBeVisible();
  await desk.getByLabel('Withdrawals from').fill('11:00');
  await desk.getByLabel('Until', { exact: true }).fill('18:00');
  await desk.getByLabel('Withdrawals per player a day').fill('3');
  await desk.getByRole('heading', { name: 'Withdrawal controls' }).scrollIntoViewIfNeeded();
  await saveConsoleScreenshot(desk, 'settings-withdrawal-controls');
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByText('Settings saved.')).toBeVisible();

  await app.goto('/withdraw');
  await app.getByLabel('Amount').fill('1000');
  await app.getByRole('button', { name: 'Request Withdraw' }).click();
  await expect(app.getByText('Withdrawals can be asked for from 11:00 to 18:00 (Asia/Kolkata time).')).toBeVisible();
  await saveScreenshot(app, 'withdraw-outside-hours');
  // Off again, for the hold below. The first save's toast (3 s) gone first, so the one seen is this save's.
  await expect(desk.getByText('Settings saved.')).toBeHidden();
  await desk.getByLabel('Withdrawals from').fill('');
  await desk.getByLabel('Until', { exact: true }).fill('');
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByText('Settings saved.')).toBeVisible();
});

test('support holds the player’s payouts with a reason; the player reads it when asking', async () => {
  await desk.getByRole('button', { name: 'Sign out' }).click();
  await signInToConsole(desk, SUPPORT);
  await desk.goto(`/console/players?q=${mobile}`);
  await desk.getByLabel('Mobile or name').fill(mobile);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('link', { name: 'Kabir Controls' }).click();
  // The click may return before the URL changes: read at once, it could still be the search's.
  await expect(desk).toHaveURL(/\/console\/players\/[^/?]+$/);
  playerId = desk.url().split('/').pop() ?? '';
  await desk.getByRole('button', { name: 'Hold payouts' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Hold the payouts of Kabir Controls' });
  await dialog.getByLabel(/Reason/).fill('KYC documents pending');
  await dialog.getByRole('button', { name: 'Hold payouts' }).click();
  await expect(desk.getByText(/Held by sup-.* KYC documents pending/)).toBeVisible();
  await saveConsoleScreenshot(desk, 'player-payouts-held');

  await app.goto('/withdraw');
  await app.getByLabel('Amount').fill('1000');
  await app.getByRole('button', { name: 'Request Withdraw' }).click();
  await expect(app.getByText('Your withdrawals are on hold: KYC documents pending. Contact support.')).toBeVisible();
  await saveScreenshot(app, 'withdraw-on-hold');
  expect(playerId).not.toBe('');
});
