import { useTranslation } from 'react-i18next';
import type { Text } from 'matka-core/player';
import type { TranslationKey } from '../i18n/locales/en.js';

/** Translates a key of the app's strings, or a core Text, re-rendering when the language changes. */
export function useText() {
  const { t } = useTranslation();
  return (text: TranslationKey | Text, values?: Record<string, string | number>): string => {
    if (typeof text === 'string') return t(text, values ?? {});
    return 'raw' in text ? text.raw : t(text.key, (text.values ?? {}) as Record<string, unknown>);
  };
}
