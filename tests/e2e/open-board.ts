import { expect, type Page } from '@playwright/test';

/**
 * Opens one of a market's boards as a player does, from home: the market's card, then the board,
 * waiting for the board's heading (a lazy route: until it shows, a label may match the games list).
 */
export async function openBoard(page: Page, market: string, board: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.getByRole('button', { name: board, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`${market} · ${board}`) })).toBeVisible();
}
