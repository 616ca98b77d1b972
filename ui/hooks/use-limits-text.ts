import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../i18n/i18n.js';
import { LIMITS_WORDS, type LimitsWordKey } from '../i18n/locales/limits/limits-words.js';

/**
 * The player-protection words (i18n/locales/limits/limits-words.ts) in the player's language,
 * English for a language they do not know, with `{name}` placeholders filled as i18next fills
 * the catalogue's; re-renders when the language changes. Only lazily loaded screens use it.
 */
export function useLimitsText() {
  const { i18n } = useTranslation();
  const words = LIMITS_WORDS[i18n.language as LanguageCode] ?? LIMITS_WORDS.en;
  return (key: LimitsWordKey, values: Record<string, string | number> = {}): string =>
    words[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
