import { expect, test } from '@playwright/test';
import { saveConsoleScreenshot } from './console-helpers.js';
import { openDesktop, signInToConsole } from './sign-in.js';

// An operator's own token for the operator API, at 1280×800: the demo owner creates one on My
// account, copies it while it is shown, calls the operator API with it as themselves, and revokes it.
const OWNER = { username: 'owner', password: 'owner-demo-1234' };

test('the owner creates an API token, calls the operator API with it as the owner, and revokes it', async ({
  browser,
  request,
}) => {
  const context = await openDesktop(browser);
  const page = await context.newPage();
  await signInToConsole(page, OWNER);
  await page.goto('/console/account');

  const label = `e2e script ${Date.now().toString(36)}`;
  await page.getByLabel('What it is for').fill(label);
  await page.getByRole('button', { name: 'Create a token' }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toBeVisible();
  const token = (await shown.locator('pre, code').first().innerText()).trim();
  expect(token).toMatch(/^mko_[0-9a-f]{64}$/);
  await saveConsoleScreenshot(page, 'api-token-created');

  const call = () => request.get('/operator/deposits?limit=1', { headers: { authorization: `Bearer ${token}` } });
  expect((await call()).status()).toBe(200);

  await page.getByRole('button', { name: 'I have saved it' }).click();
  const table = page.getByRole('table', { name: 'API tokens' });
  const line = table.getByRole('row').filter({ hasText: label });
  await line.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(line.getByText(/^Revoked /)).toBeVisible();
  await saveConsoleScreenshot(page, 'api-token-revoked');
  expect((await call()).status()).toBe(401);
  await context.close();
});
