import type { Page } from '@playwright/test';

/**
 * Places one Single Digit bid as a player does, from home: the market's card, the Single Digits
 * board, the digit and points, ADD BID, Submit, and Submit again in the review. The caller
 * checks what came of it (placed, or refused with a reason).
 */
export async function placeSingleDigit(page: Page, market: string, digit: string, points: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: new RegExp(`^${market} \\*`) }).click();
  await page.getByRole('button', { name: 'Single Digits', exact: true }).click();
  await page.getByRole('combobox', { name: 'Number' }).fill(digit);
  await page.getByLabel('Points').fill(points);
  await page.getByRole('button', { name: 'ADD BID' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
}
