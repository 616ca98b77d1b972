import { STORAGE_KEYS, type SecureStorage } from 'matka-core/player';

/**
 * The operator's brand as stored from home's config, or the app's neutral name. Apart from
 * useBrandName, so the page title of /login does not bring home's use case into the first load.
 */
export function brandNameIn(storage: SecureStorage, fallback: string): string {
  const name = storage.get<unknown>(STORAGE_KEYS.brandName);
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback;
}
