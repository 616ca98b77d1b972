import type { Page } from '@playwright/test';

/**
 * Chooses the app's language as the app stores it (ui/i18n/i18n.ts): its key, and the cookie in
 * which the server renders /home. With the key alone, /home would come in the old language
 * until the app had started once.
 */
export function storeLanguage(page: Page, code: string): Promise<void> {
  return page.evaluate((language) => {
    localStorage.setItem('language', language);
    document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
  }, code);
}
