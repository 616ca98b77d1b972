import { STORAGE_KEYS, type SecureStorage } from 'matka-core/player';
import { consoleLogger, type StorageLogger } from './storage-logger.js';

export const SECURE_PREFIX = 'secure_';
/** The fixed built-in XOR key of the stored-value format; deployments may configure their own. */
export const DEFAULT_OBFUSCATION_KEY = 'matka-core:web';

export interface ObfuscatedStorageOptions {
  /** The Web Storage to keep values in; default `localStorage`. */
  backend?: Storage;
  /** The repeating XOR key. */
  key?: string;
  logger?: StorageLogger;
}

/**
 * The existing apps' stored-value format: JSON, XOR with a repeating key,
 * 4 hex digits per character, under `secure_<name>`. Obfuscation only, not protection.
 * Reads fall back and writes return false on any failure; failures are logged, never thrown.
 * Plain values left by an older version (under `<name>`) are read and rewritten in this format.
 */
export class ObfuscatedStorage implements SecureStorage {
  private readonly key: string;
  private readonly logger: StorageLogger;
  private readonly explicitBackend: Storage | undefined;

  constructor(options: ObfuscatedStorageOptions = {}) {
    this.key = options.key || DEFAULT_OBFUSCATION_KEY;
    this.logger = options.logger ?? consoleLogger;
    this.explicitBackend = options.backend;
  }

  get<T>(name: string, fallback?: T): T | null {
    try {
      const stored = this.backend.getItem(SECURE_PREFIX + name);
      if (stored !== null) return JSON.parse(deobfuscate(stored, this.key)) as T;
      const plain = this.backend.getItem(name);
      if (plain === null) return fallback ?? null;
      const value = readPlain(plain);
      if (this.set(name, value)) this.backend.removeItem(name);
      return value as T;
    } catch (error) {
      this.logger.warn(`could not read "${name}"`, error);
      return fallback ?? null;
    }
  }

  set(name: string, value: unknown): boolean {
    try {
      const json = JSON.stringify(value);
      if (json === undefined) throw new TypeError('the value has no JSON form');
      this.backend.setItem(SECURE_PREFIX + name, obfuscate(json, this.key));
      return true;
    } catch (error) {
      this.logger.warn(`could not write "${name}"`, error);
      return false;
    }
  }

  remove(name: string): void {
    try {
      this.backend.removeItem(SECURE_PREFIX + name);
      this.backend.removeItem(name);
    } catch (error) {
      this.logger.warn(`could not remove "${name}"`, error);
    }
  }

  /** Removes every value this storage keeps, and the plain ones an older version left. */
  clear(): void {
    try {
      const backend = this.backend;
      const names = Array.from({ length: backend.length }, (_, i) => backend.key(i)).filter(
        (key): key is string =>
          key !== null && (key.startsWith(SECURE_PREFIX) || (Object.values(STORAGE_KEYS) as string[]).includes(key)),
      );
      for (const key of names) backend.removeItem(key);
    } catch (error) {
      this.logger.warn('could not clear', error);
    }
  }

  /** The backend key a value is kept under, for the other-tab `storage` event. */
  storageKey(name: string): string {
    return SECURE_PREFIX + name;
  }

  /** A raw stored value (another tab wrote it) read back, or undefined if it is unreadable. */
  decodeStored(raw: string): unknown {
    try {
      return JSON.parse(deobfuscate(raw, this.key));
    } catch (error) {
      this.logger.warn('could not read a value another tab stored', error);
      return undefined;
    }
  }

  private get backend(): Storage {
    return this.explicitBackend ?? globalThis.localStorage;
  }
}

export function obfuscate(text: string, key: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) {
    hex += (text.charCodeAt(i) ^ key.charCodeAt(i % key.length)).toString(16).padStart(4, '0');
  }
  return hex;
}

export function deobfuscate(hex: string, key: string): string {
  if (hex.length % 4 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new SyntaxError('not an obfuscated value');
  let text = '';
  for (let i = 0; i < hex.length / 4; i++) {
    text += String.fromCharCode(parseInt(hex.slice(i * 4, i * 4 + 4), 16) ^ key.charCodeAt(i % key.length));
  }
  return text;
}

/** A plain value of an older version: JSON where it parses, else the string itself. */
function readPlain(plain: string): unknown {
  try {
    return JSON.parse(plain);
  } catch {
    return plain;
  }
}
