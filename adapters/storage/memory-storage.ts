import type { SecureStorage } from 'matka-core/player';

/**
 * SecureStorage in memory, for tests and for browsers whose storage throws (private
 * modes). Values are kept as JSON, so a caller's later change to an object it stored
 * does not change what is stored.
 */
export class MemoryStorage implements SecureStorage {
  private readonly values = new Map<string, string>();

  get<T>(key: string, fallback?: T): T | null {
    const stored = this.values.get(key);
    return stored === undefined ? (fallback ?? null) : (JSON.parse(stored) as T);
  }

  set(key: string, value: unknown): boolean {
    const json = JSON.stringify(value);
    if (json === undefined) return false;
    this.values.set(key, json);
    return true;
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }

  /** The names stored, for tests and diagnostics. */
  keys(): string[] {
    return [...this.values.keys()];
  }
}
