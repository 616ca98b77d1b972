import type { SecureStorage } from '../ports/secure-storage.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/** The player placed a bet on this device: from now on home may offer to install the app (download-dialog.ts). */
export function markFirstBetPlaced(storage: SecureStorage): void {
  if (storage.get<unknown>(STORAGE_KEYS.firstBetPlaced) !== true) storage.set(STORAGE_KEYS.firstBetPlaced, true);
}
