import type { SecureStorage } from '../ports/secure-storage.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/** The install-app dialog shows at most once per 24 hours. */
export const DOWNLOAD_DIALOG_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Whether home may offer to install the app: not before this device has placed its first bet
 * (a new player is not asked to install what they have not yet used; right after sign-up it got
 * in the way), then at most once per 24 hours.
 */
export function shouldShowDownloadDialog(storage: SecureStorage, nowMs: number): boolean {
  if (storage.get<unknown>(STORAGE_KEYS.firstBetPlaced) !== true) return false;
  const last = Number(storage.get<unknown>(STORAGE_KEYS.lastDialogShown));
  return !Number.isFinite(last) || last <= 0 || nowMs - last >= DOWNLOAD_DIALOG_INTERVAL_MS;
}

export function markDownloadDialogShown(storage: SecureStorage, nowMs: number): void {
  storage.set(STORAGE_KEYS.lastDialogShown, nowMs);
}
