import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.js';

test('the start page shows a pana family computed by core', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('matka-core');
  await expect(page.getByRole('heading', { name: 'matka-core' })).toBeVisible();

  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByText('6 panas in the family of 100')).toBeVisible();
  await expect(family.locator('.mantine-Badge-root')).toHaveText(['100', '150', '155', '556', '560', '600']);
  await saveScreenshot(page, 'start-page');

  const input = page.getByLabel('Pana');
  await input.fill('128');
  await expect(family.getByText('8 panas in the family of 128')).toBeVisible();
});

test('a pana out of order shows the generator\'s message, and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  const input = page.getByLabel('Pana');
  await input.fill('019');
  await expect(page.getByText('"019" is not one')).toBeVisible();
  await expect(input).toHaveValue('019');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, 'start-page-invalid');
});

test('a client-side route gets the app; a missing asset is a 404', async ({ page, request }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'matka-core' })).toBeVisible();
  expect((await request.get('/assets/missing.js')).status()).toBe(404);
  expect(await (await request.get('/healthz')).json()).toEqual({ ok: true });
});
