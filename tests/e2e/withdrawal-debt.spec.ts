import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { approvedDeposit, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile, operator, PNG } from './operator.js';
import { signedInConsole } from './sign-in.js';

// Debt before payout at 1280×800: Ravi put in ₹6,000, won ₹1,900 on single
// 5, staked ₹1,380 on a market still open, and asked for ₹6,000; then the result was
// corrected. The ₹320 left was taken and he owes ₹1,580. Beside another player's plain
// request, the withdraw desk says so on his row, its review and the approval an owner may
// give: the covered ₹4,420, the rest repaying the debt. His page names the debt, and his
// ledger every movement into and out of it.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const WON = `E2E DEBT ${RUN}`;
const LATER = `E2E LATER ${RUN}`;
const OWNER = { username: `debt-${Date.now().toString(36)}`, password: 'debt-e2e-pass-1' };
const IMAGE = `data:image/png;base64,${PNG.toString('base64')}`;
let context: BrowserContext;
let page: Page;
let debtorId = '';

async function fundedPlayer(request: Parameters<typeof registerPlayer>[0], name: string, rupees: string) {
  const mobile = freshMobile();
  const session = await registerPlayer(request, mobile, name);
  await playerCall(request, session, 'withdraw-details-update', {
    acno: `50100${mobile}`,
    name,
    ifsc: 'HDFC0001234',
  });
  await approvedDeposit(
    request,
    { session, mobile },
    { amount: rupees, utr: `DEBT${RUN}${mobile.slice(-4)}`, image: IMAGE },
  );
  return { mobile, session };
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  await operator(request, 'POST', '/markets', { market: WON, open_time: '15:45', close_time: '17:45' });
  await operator(request, 'POST', '/markets', { market: LATER, open_time: '16:45', close_time: '18:45' });
  await operator(request, 'POST', '/operators', { ...OWNER, role: 'owner' });
  // No welcome bonus: the stakes come from the deposits alone, so the figures are the issue's.
  await operator(request, 'PUT', '/config', { signup_bonus: '0' });

  const plain = await fundedPlayer(request, 'Meera Plain', '2500');
  expect(await playerCall(request, plain.session, 'withdraw', { amount: '2000' })).toMatchObject({ success: true });

  const ravi = await fundedPlayer(request, 'Ravi Debtor', '6000');
  const bet = (market: string, number: string, amount: string) =>
    playerCall(request, ravi.session, 'place-bet', { number, amount, types: 'OPEN', market, specialGame: '' });
  expect(await bet(WON, '5', '200')).toMatchObject({ success: true });
  expect(await bet(LATER, '7', '1380')).toMatchObject({ success: true });
  // 140: ank 5, single 5 wins ₹1,900 (declared before the draw, as the suite's clock is 10:xx).
  await operator(request, 'POST', '/results', { market: WON, session: 'open', pana: '140', early: true });
  expect(await playerCall(request, ravi.session, 'withdraw', { amount: '6000' })).toMatchObject({ success: true });
  // 150: ank 6. The ₹1,900 is taken back: ₹320 from the wallet, ₹1,580 owed.
  await operator(request, 'PUT', '/results', { market: WON, session: 'open', pana: '150' });

  ({ context: context, page: page } = await signedInConsole(browser, OWNER));
});
test.afterAll(async () => {
  await context?.close();
});

test('the withdraw desk names the debt on the debtor’s row and offers only the covered part', async () => {
  await page.goto('/console/withdrawals');
  const ravi = page.getByRole('row').filter({ hasText: 'Ravi Debtor' });
  await expect(ravi).toContainText('₹6,000.00');
  await expect(ravi.getByTitle('Owes ₹1,580.00 · ₹4,420.00 covered')).toBeVisible();
  await expect(ravi.getByRole('button', { name: 'Pay part' })).toBeVisible();
  await expect(ravi.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  const meera = page.getByRole('row').filter({ hasText: 'Meera Plain' });
  await expect(meera).toContainText('of ₹500.00 withdrawable');
  await expect(meera.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  // Every action in sight at 1280 px.
  const box = await ravi.getByRole('button', { name: 'Reject' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  await saveConsoleScreenshot(page, 'withdrawals-debtor');
});

test('the debtor’s page names the debt, and owners and support may hold his payouts', async () => {
  const ravi = page.getByRole('row').filter({ hasText: 'Ravi Debtor' });
  debtorId = (await ravi.getByRole('link', { name: 'Ravi Debtor' }).getAttribute('href'))?.split('/').pop() ?? '';
  await ravi.getByRole('link', { name: 'Ravi Debtor' }).click();
  await expect(page.getByText('Owes ₹1,580.00', { exact: true })).toBeVisible();
  await expect(
    page.getByText('A corrected result took back more than the balance. The next credits repay it first;'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hold payouts' })).toBeVisible();
  await saveConsoleScreenshot(page, 'player-debt');
  await page.goto('/console/withdrawals');
});

test('the review says what is owed, what is covered and why it is not approved whole', async () => {
  const ravi = page.getByRole('row').filter({ hasText: 'Ravi Debtor' });
  await ravi.getByRole('button', { name: /Review withdrawal/ }).click();
  const review = page.getByRole('dialog', { name: /^Withdrawal #/ });
  await expect(review.getByText('Owes ₹1,580.00 after a corrected result: ₹4,420.00 of this ₹6,000.00')).toBeVisible();
  await expect(
    review.getByText(
      'Owes ₹1,580.00: only ₹4,420.00 of ₹6,000.00 is covered. Reject it, or an owner approves the covered part.',
    ),
  ).toBeVisible();
  await saveConsoleScreenshot(page, 'withdrawal-debtor-review');
  await review.getByRole('button', { name: /Pay part/ }).click();
  const approve = page.getByRole('dialog', { name: /Pay the covered part of #/ });
  await expect(approve).toContainText(
    'Ravi Debtor owes ₹1,580.00 after a corrected result. Pay only the covered ₹4,420.00 of ₹6,000.00',
  );
  await approve.getByLabel(/Payout reference/).fill('IMPS 5521 0090');
  await approve.getByLabel(/Reason/).fill('A corrected result left ₹1,580 owed');
  await saveConsoleScreenshot(page, 'withdrawal-approve-covered');
  await approve.getByRole('button', { name: 'Pay part · ₹4,420.00' }).click();
  await expect(page.getByText('Paid ₹4,420.00 of ₹6,000.00 to Ravi Debtor; ₹1,580.00 repaid the debt.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: /^Withdrawal #/ }).waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ hasText: 'Ravi Debtor' });
  await expect(row).toContainText('Paid ₹4,420.00 of ₹6,000.00');
});

test('the ledger on the player’s page shows every movement into and out of the debt', async () => {
  await page.goto(`/console/players/${debtorId}`);
  const ledger = page.getByRole('table').filter({ hasText: 'debt_incurred' });
  await expect(ledger).toContainText('debt_repaid');
  await expect(ledger).toContainText('withdraw_reduced');
  await ledger.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await saveConsoleScreenshot(page, 'player-debt-ledger');
});
