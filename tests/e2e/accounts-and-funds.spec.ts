import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEFAULT_OBFUSCATION_KEY, obfuscate } from '../../adapters/index.js';
import { allOf, freshMobile, operator, otpFor, PNG } from './operator.js';
import { saveScreenshot } from './screenshot.js';
import { storeLanguage } from './stored-language.js';
import { openPhone } from './sign-in.js';

test.describe.configure({ mode: 'serial' });

const mobile = freshMobile();
const password = 'secret12';
let context: BrowserContext;
let page: Page;

// One context for the whole journey: its tabs share storage, as a player's browser does.
test.beforeAll(async ({ browser }) => {
  context = await openPhone(browser);
  page = await context.newPage();
});
test.afterAll(() => context.close());

const header = () => page.getByRole('banner');

test('the splash leads a newcomer to the login screen', async () => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'ENTER NUMBER' })).toBeVisible();
  // The stylesheet is there: the primary button is the theme's indigo (an unstyled page once passed Lighthouse).
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(54, 79, 199)');
  await saveScreenshot(page, 'login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter valid mobile number')).toBeVisible();
});

test('a new player signs up with the OTP from the outbox', async ({ request }) => {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Kiran Test');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Sign-up asks for the age declaration, then the offer of limits, skipped.
  await page.getByLabel('I am 18 years of age or older').check();
  await saveScreenshot(page, 'signup-details');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`We sent an OTP to ${mobile}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /wait \d+s/ })).toBeVisible();
  await saveScreenshot(page, 'signup-otp');
  await page.getByLabel('OTP').fill(await otpFor(request, mobile));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/limits$/);
  await expect(page.getByText('Set your limits?')).toBeVisible();
  await saveScreenshot(page, 'signup-limits-offer');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(header().getByRole('link', { name: /Add Fund: ₹100\.00/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
  await saveScreenshot(page, 'home');
});

test('logs out from the side menu and back in', async () => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText(mobile)).toBeVisible();
  await expect(page.getByText('Kiran Test')).toBeVisible();
  await saveScreenshot(page, 'side-menu');
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('adds bank details and sends a deposit request with a screenshot', async () => {
  await page.goto('/bankDetails');
  await page.getByLabel('Account number').fill('123456789012');
  await page.getByLabel('Account holder name').fill('Kiran Test');
  await page.getByLabel('IFSC').fill('SBIN0001234');
  await saveScreenshot(page, 'bank-details');
  await page.getByRole('button', { name: 'Add Bank' }).click();
  await expect(page.getByText('Bank details saved')).toBeVisible();

  await page.goto('/deposit');
  await expect(page.getByText('matkacore.demo@upi')).toBeVisible();
  await saveScreenshot(page, 'deposit');
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByLabel('Amount')).toHaveValue('500');
  await sheet.getByLabel('UTR number').fill('412345678901');
  await sheet.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await saveScreenshot(page, 'deposit-sheet');
  await sheet.getByRole('button', { name: 'Send Deposit Request' }).click();
  await expect(page.getByText('Payment Request Sent Successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
});

test('the operator approves the deposit and the header balance follows', async ({ request }) => {
  const pending = (await allOf(request, '/deposits?status=pending')) as { id: number; mobile: string }[];
  const mine = pending.find((d) => d.mobile === mobile)!;
  await operator(request, 'POST', `/deposits/${mine.id}/approve`);
  await page.goto('/wallet');
  await expect(header().getByRole('link', { name: /Add Fund: ₹600/ })).toBeVisible();
  await expect(page.getByText('Deposit #')).toBeVisible();
  await saveScreenshot(page, 'wallet');
});

test('withdraws, sees the request in the history, and a second tab shows the new balance', async () => {
  const second = await context.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto('/funds');
  await expect(second.getByRole('banner').getByRole('link', { name: /Add Fund: ₹600/ })).toBeVisible();
  await saveScreenshot(second, 'funds-menu');

  await page.goto('/withdraw');
  // The ₹100 sign-up bonus is playable, never withdrawable.
  await expect(page.getByText('₹500.00')).toBeVisible();
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Request Withdraw' }).click();
  await expect(page.getByText('Insufficient Balance')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('5000');
  await page.getByLabel('Amount').fill('250');
  await saveScreenshot(page, 'withdraw');
  await page.getByRole('button', { name: 'Request Withdraw' }).click();
  await expect(page.getByText('Withdraw Request Sent')).toBeVisible();
  await expect(header().getByRole('link', { name: /Add Fund: ₹350/ })).toBeVisible();

  await expect(second.getByRole('banner').getByRole('link', { name: /Add Fund: ₹350/ })).toBeVisible();
  await second.close();

  await page.goto('/withdrawHistory');
  await expect(page.getByText('₹250.00')).toBeVisible();
  await expect(page.getByText('Pending')).toBeVisible();
  await saveScreenshot(page, 'withdraw-history');
  await page.goto('/depositHistory');
  await expect(page.getByText('Success')).toBeVisible();
  await saveScreenshot(page, 'deposit-history');
  await page.goto('/transfer');
  await saveScreenshot(page, 'transfer');
  await page.goto('/profile');
  await saveScreenshot(page, 'change-password');
});

test('switching to Hindi translates the screen, and the choice survives a reload', async () => {
  await page.goto('/funds');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Language' })).toBeVisible();
  await saveScreenshot(page, 'language-dialog');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'वॉलेट' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'वॉलेट' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await saveScreenshot(page, 'funds-menu-hindi');
  await storeLanguage(page, 'en');
});

test('a forged token lands on /login', async () => {
  const forged = obfuscate(JSON.stringify('f'.repeat(64)), DEFAULT_OBFUSCATION_KEY);
  await page.evaluate((value) => localStorage.setItem('secure_token', value), forged);
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session Expired')).toBeVisible();
});

test('the logged-out screens: forgot, reset, payment results', async () => {
  await page.goto('/forgot');
  await saveScreenshot(page, 'forgot-password');
  await page.goto('/resetPassword');
  await saveScreenshot(page, 'reset-password');
  await page.goto('/paymentFailed');
  await expect(page.getByText('Transaction Failed. Don’t worry.')).toBeVisible();
  await saveScreenshot(page, 'payment-failed');
  await page.goto('/paymentSuccess');
  // On screen first: its 5 s start when it mounts, which on a loaded host is well after goto.
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await saveScreenshot(page, 'payment-success');
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
});
