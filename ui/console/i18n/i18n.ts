import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { consoleEn, type ConsoleKey } from './en.js';

/** The console's strings live in their own namespace, so the player app's resources never carry them. */
export const CONSOLE_NS = 'console';

/** The languages an operator may read the console in, each named in itself. */
export const CONSOLE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
] as const;

export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]['code'];
export type ConsoleCatalogue = Record<ConsoleKey, string>;

/**
 * Where this device remembers the console's language: a key of its own, so an operator's
 * choice here does not change the player app's language in the same browser, nor the other way.
 */
export const CONSOLE_LANGUAGE_KEY = 'console-language';

// English is in the console's first chunk; another language loads (its own chunk) when chosen.
const LOADERS: Record<Exclude<ConsoleLanguage, 'en'>, () => Promise<ConsoleCatalogue>> = {
  hi: () => import('./hi.js').then((m) => m.consoleHi),
};

export const isConsoleLanguage = (code: unknown): code is ConsoleLanguage =>
  CONSOLE_LANGUAGES.some((language) => language.code === code);

/** The language this device chose for the console, English when none (or storage is off). */
export function storedConsoleLanguage(): ConsoleLanguage {
  try {
    const code = globalThis.localStorage?.getItem(CONSOLE_LANGUAGE_KEY);
    return isConsoleLanguage(code) ? code : 'en';
  } catch {
    return 'en';
  }
}

/**
 * English, through the same i18next setup as the player app (core's `{name}` placeholders
 * are i18next's too), then the language this device chose, loaded before the first screen
 * renders. Where i18next already runs (a test, or a page that has both), the console's
 * namespace is added to it.
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
  try {
    await applyConsoleLanguage(storedConsoleLanguage());
  } catch {
    // Its words could not be downloaded (the network): the console opens in English.
    await applyConsoleLanguage('en');
  }
  return i18next;
}

/** Shows the console in `code` (loading its words first), sets the page's lang, and remembers the choice on this device. */
export async function changeConsoleLanguage(code: ConsoleLanguage): Promise<void> {
  await applyConsoleLanguage(code);
  try {
    globalThis.localStorage?.setItem(CONSOLE_LANGUAGE_KEY, code);
  } catch {
    // A browser that will not store it keeps the choice for this visit.
  }
}

async function applyConsoleLanguage(code: ConsoleLanguage): Promise<void> {
  if (code !== 'en' && !i18next.hasResourceBundle(code, CONSOLE_NS)) {
    i18next.addResourceBundle(code, CONSOLE_NS, await LOADERS[code]());
  }
  if (i18next.language !== code) await i18next.changeLanguage(code);
  globalThis.document?.documentElement.setAttribute('lang', code);
}

/** The language the console shows now. */
export const currentConsoleLanguage = (): ConsoleLanguage =>
  isConsoleLanguage(i18next.language) ? i18next.language : 'en';
