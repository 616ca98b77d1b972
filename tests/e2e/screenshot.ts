import type { Page } from '@playwright/test';

/** Saves what a player sees on a 390×844 phone screen into `screenshots/` (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `screenshots/${name}.png` });
}
