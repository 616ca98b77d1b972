import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { approvedDeposit, playerCall, receiptPng, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile } from './operator.js';
import { signedInConsole } from './sign-in.js';
import { suiteDay } from './suite-clock.js';

// The owner's CSV files from the console at 1280×800: the withdrawal desk's NEFT payout file
// carries a withdrawal waiting to be paid, downloaded by a plain link on the console's session.
const OWNER = { username: 'owner', password: 'owner-demo-1234' };

test('the owner downloads the NEFT payout file from the withdrawal desk, and finds the other files where they concern', async ({
  browser,
  request,
}) => {
  const mobile = freshMobile();
  const token = await registerPlayer(request, mobile, 'Kiran Export');
  await playerCall(request, token, 'withdraw-details-update', {
    acno: '998877665544',
    name: 'Kiran Export',
    ifsc: 'HDFC0001234',
  });
  const { context, page } = await signedInConsole(browser, OWNER);
  const image = await receiptPng(page, ['Paid ₹800.00', 'to matkacore.demo@upi']);
  await approvedDeposit(request, { session: token, mobile }, { amount: '800', utr: `EX${Date.now()}`, image });
  const asked = await playerCall(request, token, 'withdraw', { amount: '500' });
  expect(asked.success).toBe(true);

  try {
    await page.goto('/console/withdrawals');
    const payouts = page.getByRole('link', { name: 'NEFT payout file (CSV)' });
    await expect(payouts).toBeVisible();
    await expect(page.getByRole('link', { name: 'All withdrawals (CSV)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: mobile })).toBeVisible();
    await saveConsoleScreenshot(page, 'withdrawals-exports');
    const [download] = await Promise.all([page.waitForEvent('download'), payouts.click()]);
    expect(download.suggestedFilename()).toBe(`payouts-neft-${suiteDay()}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('payment_mode,beneficiary_name,beneficiary_account_number,ifsc,amount,reference');
    expect(csv).toContain('NEFT,Kiran Export,998877665544,HDFC0001234,500.00,W');

    await page.goto('/console/deposits');
    await expect(page.getByRole('link', { name: 'All deposits (CSV)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: mobile })).toBeVisible();
    await saveConsoleScreenshot(page, 'deposits-exports');
    await page.goto('/console/players');
    await expect(page.getByRole('link', { name: 'All players (CSV)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: mobile })).toBeVisible();
    await saveConsoleScreenshot(page, 'players-exports');
    await page.goto('/console/reports');
    await expect(page.getByRole('link', { name: 'NEFT payout file (CSV)' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await saveConsoleScreenshot(page, 'reports-exports');
  } finally {
    await context.close();
  }
});
