import type { SecureStorage } from '../ports/secure-storage.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/** The install-app dialog shows at most once per 24 hours (market-play §9). */
export const DOWNLOAD_DIALOG_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function shouldShowDownloadDialog(storage: SecureStorage, nowMs: number): boolean {
  const last = Number(storage.get<unknown>(STORAGE_KEYS.lastDialogShown));
  return !Number.isFinite(last) || last <= 0 || nowMs - last >= DOWNLOAD_DIALOG_INTERVAL_MS;
}

export function markDownloadDialogShown(storage: SecureStorage, nowMs: number): void {
  storage.set(STORAGE_KEYS.lastDialogShown, nowMs);
}
