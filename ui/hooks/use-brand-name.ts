import { useObservableState } from 'observable-hooks';
import { LoadHome, SecureStorage, STORAGE_KEYS } from '../../core/index.js';
import { useService } from './container-context.js';
import { useText } from './use-text.js';

/** The operator's brand as stored from home's config, or the app's neutral name. */
export function brandNameIn(storage: SecureStorage, fallback: string): string {
  const name = storage.get<unknown>(STORAGE_KEYS.brandName);
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback;
}

/** The brand players see (header, page title, install dialog); read again whenever home stores its settings. */
export function useBrandName(): string {
  const text = useText();
  const storage = useService(SecureStorage);
  useObservableState(useService(LoadHome).settingsStored$);
  return brandNameIn(storage, text('appName'));
}
