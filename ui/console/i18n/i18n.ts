import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { consoleEn } from './en.js';

/** The console's strings live in their own namespace, so the player app's resources never carry them. */
export const CONSOLE_NS = 'console';

/**
 * English, through the same i18next setup as the player app (core's `{name}` placeholders
 * are i18next's too). Where i18next already runs (a test, or a page that has both), the
 * console's namespace is added to it.
 */
export async function initConsoleI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: [CONSOLE_NS],
      defaultNS: CONSOLE_NS,
      resources: {},
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      returnNull: false,
    });
  }
  i18next.addResourceBundle('en', CONSOLE_NS, consoleEn, true, true);
  return i18next;
}
