import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Text } from 'matka-core/player';
import { en, type Translations } from './locales/en.js';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'kn', name: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'മലയാളം' },
  { code: 'te', name: 'తెలుగు' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'gu', name: 'ગુજરાતી' },
  { code: 'mr', name: 'मराठी' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Where the choice is remembered: a plain key, kept when logging out clears the player's values. */
const LANGUAGE_KEY = 'language';

// Each language loads when chosen, so the first load carries English only.
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<Translations>> = {
  hi: () => import('./locales/hi.js').then((m) => m.hi),
  kn: () => import('./locales/kn.js').then((m) => m.kn),
  ml: () => import('./locales/ml.js').then((m) => m.ml),
  te: () => import('./locales/te.js').then((m) => m.te),
  ta: () => import('./locales/ta.js').then((m) => m.ta),
  gu: () => import('./locales/gu.js').then((m) => m.gu),
  mr: () => import('./locales/mr.js').then((m) => m.mr),
};

export const isLanguage = (code: unknown): code is LanguageCode => LANGUAGES.some((language) => language.code === code);

function storedLanguage(): LanguageCode {
  try {
    const code = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(code) ? code : 'en';
  } catch {
    return 'en';
  }
}

let englishLater: Promise<void> | undefined;
/** The rest of English, once loaded (initI18n adds it again to a new start). */
let laterWords: Readonly<Record<string, string>> | undefined;
let englishComplete = false;

/**
 * The rest of English (locales/en-later.ts: core's protections and refusals, the other screens'
 * words), loaded once: after the first screen, and before a lazy screen, a toast or a popup that
 * may show it. The other languages are whole already.
 */
export function loadEnglishLater(): Promise<void> {
  englishLater ??= import('./locales/en-later.js').then(
    (m) => {
      laterWords = m.englishLater;
      addEnglishLater();
    },
    (error: unknown) => {
      // A failed download (the network) is tried again by the next that needs it.
      englishLater = undefined;
      throw error;
    },
  );
  return englishLater;
}

function addEnglishLater(): void {
  if (!laterWords) return;
  i18next.addResourceBundle('en', 'translation', laterWords, true, false);
  englishComplete = true;
}

/** Whether a text's words are at hand: its key is in the strings loaded so far. */
export function wordsLoaded(text: Text | undefined): boolean {
  return !text || 'raw' in text || englishComplete || i18next.exists(text.key);
}

/**
 * A key not in the strings loaded so far: blank (never the key) while the rest of English is on
 * its way, the screen re-rendering when it has come; a default given, that.
 */
function missingKey(key: string, defaultValue: string | undefined): string {
  if (defaultValue !== undefined) return defaultValue;
  if (englishComplete) return key;
  void loadEnglishLater().catch(() => undefined);
  return '';
}

/** English at once; the remembered language as soon as it has loaded. Core's `{name}` placeholders are i18next's too. */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: missingKey,
    // The rest of English arriving re-renders what showed a key blank.
    react: { bindI18nStore: 'added' },
  });
  addEnglishLater();
  const remembered = storedLanguage();
  if (remembered !== 'en') await changeLanguage(remembered);
  else rememberForServer('en');
  return i18next;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (code !== 'en' && !i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await LOADERS[code]());
  }
  await i18next.changeLanguage(code);
  globalThis.document?.documentElement.setAttribute('lang', code);
  rememberForServer(code);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, code);
  } catch {
    // A browser that will not store it keeps the choice for this visit.
  }
}

/**
 * The language for the server's render of /home (server/http/home-page.ts), which paints in
 * it: a cookie, set on every start, so it follows the stored choice however that was made.
 */
function rememberForServer(code: LanguageCode): void {
  if (globalThis.document)
    globalThis.document.cookie = `${LANGUAGE_KEY}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** A core Text in the current language. */
export function translate(text: Text): string {
  return 'raw' in text ? text.raw : i18next.t(text.key, (text.values ?? {}) as Record<string, unknown>);
}
