import { expect, test } from '@playwright/test';
import { approvedDeposit, openPlayerPage, registerPlayer, saveConsoleScreenshot } from './console-helpers.js';
import { freshMobile } from './operator.js';
import { openDesktop, signInToConsole } from './sign-in.js';
import { suiteDay } from './suite-clock.js';

// The player's page in the console at 1280×800: the owner writes notes on
// a player, listed newest first with who and when; a deposit approved through another door
// (the bearer operator API) and a bonus given on the page reach the balances and the ledger
// without a reload.
const OWNER = { username: 'owner', password: 'owner-demo-1234' };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('notes newest first, and the page follows the player’s wallet live', async ({ browser, request }) => {
  const context = await openDesktop(browser);
  const page = await context.newPage();
  try {
    const mobile = freshMobile();
    const name = 'Kavya Notes';
    const token = await registerPlayer(request, mobile, name);
    await signInToConsole(page, OWNER);
    await openPlayerPage(page, mobile, name);

    const notes = page.getByRole('list', { name: 'Notes' });
    const write = async (text: string) => {
      await page.getByLabel('New note').fill(text);
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(notes.getByText(text.split('\n')[0]!)).toBeVisible();
    };
    await write('Called on 20 Nov: asked why a deposit of ₹750 was not credited yet.');
    await write('Bank confirms the UTR.\nCredit it once the statement arrives; no bonus until then.');
    await expect(notes.getByRole('listitem').first()).toContainText('Bank confirms the UTR.');
    await expect(notes.getByRole('listitem').first()).toContainText(`owner (Owner) · ${suiteDay()}`);
    await expect(notes.getByRole('listitem').nth(1)).toContainText('Called on 20 Nov');

    // A deposit the player asks for and the bearer API approves: the page reads it in, unasked.
    await approvedDeposit(
      request,
      { session: token, mobile },
      { amount: '750', utr: `7${Date.now().toString().slice(-11)}`, image: PNG },
    );
    const ledger = page.getByRole('tabpanel', { name: 'Ledger' });
    await expect(ledger.getByRole('cell', { name: /^Deposit/ }).first()).toBeVisible();
    await expect(page.getByText('₹750.00', { exact: true }).first()).toBeVisible();

    // A bonus given on the page shows in the ledger at once.
    await page.getByRole('button', { name: 'Grant bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant bonus' });
    await dialog.getByLabel(/Amount in rupees/).fill('25');
    await dialog.getByLabel(/Reason/).fill('Sorry for the wait');
    await dialog.getByRole('button', { name: 'Grant bonus' }).click();
    await expect(ledger.getByRole('cell', { name: 'Bonus: Sorry for the wait' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByText('Bonus granted.')).toBeHidden();
    await saveConsoleScreenshot(page, 'player-notes');
  } finally {
    await context.close();
  }
});
