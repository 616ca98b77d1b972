import { useEffect } from 'react';
import { SecureStorage } from 'matka-core/player';
import type { TranslationKey } from '../i18n/locales/en.js';
import { brandNameIn } from './brand-name.js';
import { useService } from './container-context.js';
import { useText } from './use-text.js';

/** Sets the page title for a screen, in the player's language, with the operator's brand. */
export function usePageTitle(key: TranslationKey): void {
  useWordedPageTitle(useText()(key));
}

/** The page title of a screen named by its data (a market, a board), already in the player's language. */
export function useWordedPageTitle(words: string): void {
  const text = useText();
  const title = `${words} · ${brandNameIn(useService(SecureStorage), text('appName'))}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
