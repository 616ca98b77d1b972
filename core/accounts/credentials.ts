import type { SecureStorage } from '../ports/secure-storage.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

export interface Credentials {
  token: string;
  mobile: string;
  name?: string | undefined;
  email?: string | undefined;
}

/** Keeps what a successful login, signup or forgot-password answer gives. */
export function storeCredentials(storage: SecureStorage, credentials: Credentials): void {
  storage.set(STORAGE_KEYS.token, credentials.token);
  storage.set(STORAGE_KEYS.mobile, credentials.mobile);
  storage.set(STORAGE_KEYS.name, credentials.name ?? '');
  storage.set(STORAGE_KEYS.email, credentials.email ?? '');
}

/** Logged in: a token and a mobile number are both stored. */
export function isLoggedIn(storage: SecureStorage): boolean {
  const filled = (key: string) => {
    const value = storage.get<unknown>(key);
    return typeof value === 'string' ? value !== '' : value !== null && value !== undefined;
  };
  return filled(STORAGE_KEYS.token) && filled(STORAGE_KEYS.mobile);
}
