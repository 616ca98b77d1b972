import type { SecureStorage } from '../../../core/index.js';

/** SecureStorage in a Map; values are copied through JSON, as a real store would. */
export class MemoryStorage implements SecureStorage {
  readonly values = new Map<string, string>();

  get<T>(key: string, fallback?: T): T | null {
    const stored = this.values.get(key);
    if (stored === undefined) return fallback ?? null;
    return JSON.parse(stored) as T;
  }
  set(key: string, value: unknown): boolean {
    this.values.set(key, JSON.stringify(value));
    return true;
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
}
