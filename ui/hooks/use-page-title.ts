import { useEffect } from 'react';
import type { TranslationKey } from '../i18n/locales/en.js';
import { useText } from './use-text.js';

/** Sets the page title for a screen, in the player's language. */
export function usePageTitle(key: TranslationKey): void {
  const text = useText();
  const title = text(key);
  useEffect(() => {
    document.title = `${title} · matka-core`;
  }, [title]);
}
