import { token } from './token.js';

/**
 * Values kept on the device. Reads and writes never throw: a failed read gives the
 * fallback (null unless given) and a failed write gives false.
 */
export interface SecureStorage {
  get<T>(key: string, fallback?: T): T | null;
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  clear(): void;
}
export const SecureStorage = token<SecureStorage>('SecureStorage');
