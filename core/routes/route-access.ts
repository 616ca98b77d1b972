import { isLoggedIn } from '../accounts/credentials.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { PUBLIC_ROUTES } from './route-table.js';

export type RouteAccess = 'open' | 'login-required';

/**
 * The route guard: public routes are open; every other route shows the login screen
 * unless a token and a mobile number are both stored. An unknown route is guarded too.
 */
export function routeAccess(path: string, storage: SecureStorage): RouteAccess {
  if (PUBLIC_ROUTES.includes(path)) return 'open';
  return isLoggedIn(storage) ? 'open' : 'login-required';
}
