import { expect, test } from '@playwright/test';
import { openPlayerPage, playerCall, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile } from './operator.js';
import { openDesktop, signInToConsole } from './sign-in.js';
import { addMarketMonths, dayOf } from '../../server/services/platform/clock.js';
import { suiteClock } from './suite-clock.js';

// A player's protection on their page in the console at 1280×800: the
// limits, break, exclusion and reality check the player set, read-only; the owner lowers a
// limit and excludes the player at the player's request; a higher limit is refused.
const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const REQUEST = 'Player called on 20 Nov, 14:05, asking for a lower weekly deposit limit';

test('the protection panel shows what the player set, and only tightens it, at their request', async ({
  browser,
  request,
}) => {
  const context = await openDesktop(browser);
  const page = await context.newPage();
  try {
    const mobile = freshMobile();
    const name = 'Meera Protect';
    const token = await registerPlayer(request, mobile, name);
    await playerCall(request, token, 'set-limit', { kind: 'deposit', period: 'week', amount: '2000' });
    await playerCall(request, token, 'set-reality-check', { minutes: 30 });

    await signInToConsole(page, OWNER);
    await openPlayerPage(page, mobile, name);

    const panel = page.getByRole('region', { name: 'Protection' });
    const deposits = panel.getByRole('row', { name: /^Deposits/ });
    await expect(deposits.getByRole('cell').nth(1)).toHaveText('₹2,000.00 · ₹0.00 used');
    await expect(deposits.getByRole('cell').nth(0)).toHaveText('No limit · ₹0.00 used');
    await expect(panel.getByText('Every 30 minutes')).toBeVisible();
    await expect(panel.getByText(/^Exclusion:\s*None$/)).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await saveConsoleScreenshot(page, 'protection-panel');

    // Higher than the limit in force: refused, with why, beside the amount.
    await panel.getByRole('button', { name: 'Lower a limit' }).click();
    const lower = page.getByRole('dialog', { name: `Lower a limit of ${name}, at their request` });
    await lower.getByRole('combobox', { name: 'Limit on' }).click();
    await page.getByRole('option', { name: 'Deposits' }).click();
    await lower.getByRole('combobox', { name: 'Over' }).click();
    await page.getByRole('option', { name: 'Week' }).click();
    await lower.getByLabel(/Amount in rupees/).fill('2500');
    await lower.getByLabel(/The player’s request/).fill(REQUEST);
    await lower.getByRole('button', { name: 'Lower a limit' }).click();
    await expect(
      lower.getByText('Only the player can raise a limit: ₹2,500.00 is not below their ₹2,000.00 week deposit limit.'),
    ).toBeVisible();
    await saveConsoleScreenshot(page, 'protection-looser-refused');
    await lower.getByLabel(/Amount in rupees/).fill('1500');
    await lower.getByRole('button', { name: 'Lower a limit' }).click();
    await expect(lower).toHaveCount(0);
    await expect(deposits.getByRole('cell').nth(1)).toHaveText('₹1,500.00 · ₹0.00 used');

    await panel.getByRole('button', { name: 'Exclude' }).click();
    const exclude = page.getByRole('dialog', { name: `Exclude ${name}, at their request` });
    await exclude.getByLabel(/The player’s request/).fill('Player asked by phone to be excluded for six months');
    await exclude.getByRole('button', { name: 'Exclude' }).click();
    await expect(exclude).toHaveCount(0);
    // Six calendar months from the server's today, on the market's clock.
    const until = dayOf(addMarketMonths(new Date(suiteClock.now()), 6));
    await expect(panel.getByText(new RegExp(`^Exclusion:\\s*Until ${until} \\d\\d:\\d\\d$`))).toBeVisible();
    await saveConsoleScreenshot(page, 'protection-tightened');

    // The player's own app reads the lower limit.
    const limits = await playerCall(request, token, 'self-limits');
    expect(limits.limits).toContainEqual(expect.objectContaining({ kind: 'deposit', period: 'week', limit: '1500' }));
  } finally {
    await context.close();
  }
});
