import type { SecureStorage } from 'matka-core/player';
import { MemoryStorage } from './memory-storage.js';
import { ObfuscatedStorage } from './obfuscated-storage.js';
import { consoleLogger, type StorageLogger } from './storage-logger.js';

export type SecureStorageKind = 'obfuscated' | 'encrypted';

/** The stored values' storage of an app, with what a browser can hold. */
export interface AppStorage {
  storage: SecureStorage & { storageKey(name: string): string; decodeStored(raw: string): unknown };
  /** Where the values really live: 'memory' when the browser's storage is unusable. */
  where: 'local' | 'memory';
}

/**
 * Picks the storage for the app: the existing apps' obfuscated format (with a configurable key) or
 * the encrypted one. Where localStorage throws or IndexedDB is missing (private modes),
 * values live in memory for the visit.
 */
export async function createSecureStorage(
  options: { kind?: SecureStorageKind; obfuscationKey?: string; logger?: StorageLogger } = {},
): Promise<AppStorage> {
  const logger = options.logger ?? consoleLogger;
  if (usableLocalStorage()) {
    try {
      // The encrypted storage (WebCrypto, IndexedDB) loads only when it is the one chosen.
      if (options.kind === 'encrypted')
        return {
          storage: await (await import('./encrypted-storage.js')).EncryptedStorage.open({ logger }),
          where: 'local',
        };
      return {
        storage: new ObfuscatedStorage({ ...(options.obfuscationKey ? { key: options.obfuscationKey } : {}), logger }),
        where: 'local',
      };
    } catch (error) {
      logger.warn('secure storage is unavailable; keeping values in memory', error);
    }
  }
  const memory = new MemoryStorage();
  return {
    storage: Object.assign(memory, { storageKey: (name: string) => name, decodeStored: () => undefined }),
    where: 'memory',
  };
}

function usableLocalStorage(): boolean {
  try {
    const probe = '__matka_core_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
