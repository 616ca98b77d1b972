import type { SecureStorage } from 'matka-core/player';
import { IndexedDbKeyVault } from './indexeddb-key-vault.js';
import { consoleLogger, type StorageLogger } from './storage-logger.js';

export const ENCRYPTED_PREFIX = 'enc_';
const IV_BYTES = 12;

export interface EncryptedStorageOptions {
  backend?: Storage;
  /** Where the key lives; default IndexedDB. */
  vault?: { key(subtle: SubtleCrypto): Promise<CryptoKey> };
  subtle?: SubtleCrypto;
  logger?: StorageLogger;
}

/**
 * SecureStorage encrypted with AES-GCM under a non-extractable key kept in IndexedDB.
 * `open()` decrypts every stored value into memory, so reads stay synchronous; writes
 * update memory at once and are encrypted to the backend in order. A value that fails to
 * decrypt (tampered, or written under another key) reads as the fallback; a backend that
 * throws leaves the values in memory and `flushed()` false. Without a key (no IndexedDB)
 * `open()` rejects, and the app keeps its values in memory instead.
 */
export class EncryptedStorage implements SecureStorage {
  private pending: Promise<boolean> = Promise.resolve(true);

  private constructor(
    private readonly values: Map<string, string>,
    private readonly cryptoKey: CryptoKey,
    private readonly backend: Storage,
    private readonly subtle: SubtleCrypto,
    private readonly logger: StorageLogger,
  ) {}

  static async open(options: EncryptedStorageOptions = {}): Promise<EncryptedStorage> {
    const backend = options.backend ?? globalThis.localStorage;
    const subtle = options.subtle ?? globalThis.crypto.subtle;
    const logger = options.logger ?? consoleLogger;
    const key = await (options.vault ?? new IndexedDbKeyVault()).key(subtle);
    const values = new Map<string, string>();
    let names: string[] = [];
    try {
      names = encryptedNames(backend);
    } catch (error) {
      logger.warn('could not list the stored values; starting empty', error);
    }
    for (const name of names) {
      const json = await Promise.resolve()
        .then(() => decrypt(subtle, key, backend.getItem(ENCRYPTED_PREFIX + name) ?? ''))
        .catch((error: unknown) => {
          logger.warn(`could not decrypt "${name}"`, error);
          return undefined;
        });
      if (json !== undefined) values.set(name, json);
    }
    return new EncryptedStorage(values, key, backend, subtle, logger);
  }

  get<T>(name: string, fallback?: T): T | null {
    const json = this.values.get(name);
    if (json === undefined) return fallback ?? null;
    try {
      return JSON.parse(json) as T;
    } catch (error) {
      this.logger.warn(`could not read "${name}"`, error);
      return fallback ?? null;
    }
  }

  /** Keeps the value now and encrypts it to the backend next; `flushed()` tells whether that worked. */
  set(name: string, value: unknown): boolean {
    const json = JSON.stringify(value);
    if (json === undefined) {
      this.logger.warn(`could not write "${name}": the value has no JSON form`);
      return false;
    }
    this.values.set(name, json);
    this.persist(name, async () =>
      this.backend.setItem(ENCRYPTED_PREFIX + name, await encrypt(this.subtle, this.cryptoKey, json)),
    );
    return true;
  }

  remove(name: string): void {
    this.values.delete(name);
    this.persist(name, async () => this.backend.removeItem(ENCRYPTED_PREFIX + name));
  }

  clear(): void {
    this.values.clear();
    this.persist('(all)', async () => {
      for (const name of encryptedNames(this.backend)) this.backend.removeItem(ENCRYPTED_PREFIX + name);
    });
  }

  /** Resolves when every write so far has reached the backend: false if any failed. */
  flushed(): Promise<boolean> {
    return this.pending;
  }

  storageKey(name: string): string {
    return ENCRYPTED_PREFIX + name;
  }

  /** A raw value another tab stored, decrypted; undefined if it does not decrypt. */
  async decodeStored(raw: string): Promise<unknown> {
    try {
      return JSON.parse(await decrypt(this.subtle, this.cryptoKey, raw));
    } catch (error) {
      this.logger.warn('could not decrypt a value another tab stored', error);
      return undefined;
    }
  }

  private persist(name: string, write: () => Promise<void>): void {
    this.pending = this.pending.then(async (allWell) => {
      try {
        await write();
        return allWell;
      } catch (error) {
        this.logger.warn(`could not store "${name}"`, error);
        return false;
      }
    });
  }
}

function encryptedNames(backend: Storage): string[] {
  return Array.from({ length: backend.length }, (_, i) => backend.key(i))
    .filter((key): key is string => key !== null && key.startsWith(ENCRYPTED_PREFIX))
    .map((key) => key.slice(ENCRYPTED_PREFIX.length));
}

async function encrypt(subtle: SubtleCrypto, key: CryptoKey, text: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
  const bytes = new Uint8Array(IV_BYTES + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, IV_BYTES);
  return toBase64(bytes);
}

async function decrypt(subtle: SubtleCrypto, key: CryptoKey, stored: string): Promise<string> {
  const bytes = fromBase64(stored);
  if (bytes.length <= IV_BYTES) throw new SyntaxError('too short to be an encrypted value');
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plain);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
