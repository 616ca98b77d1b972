import type { SecureStorage } from '../ports/secure-storage.js';
import { isLoggedIn } from './credentials.js';

/** accounts-wallet-funds §2: the routes anyone may open. */
export const PUBLIC_ROUTES = ['/', '/login', '/signup', '/forgot', '/resetPassword', '/paymentSuccess', '/paymentFailed', '/logout'] as const;

/** accounts-wallet-funds §2 and market-play §2: the routes that need a login. */
export const PROTECTED_ROUTES = [
  '/deposit', '/wallet', '/withdraw', '/transfer', '/home', '/games', '/charts', '/gali', '/play', '/order',
  '/mainBulk', '/jodiBulk', '/spdptp', '/motor', '/halfsangam', '/oddeven', '/redbracket', '/singlePanaBulk',
  '/panelGroup', '/choicePana', '/twoDigitPanel', '/groupJodi', '/digitBasedJodi', '/halfSangamA', '/halfSangamB',
  '/fullSangam', '/crossing', '/gameRates', '/passbook', '/passbookDW', '/profile', '/gameHistory',
  '/gameHistorySelection', '/winningHistorySelection', '/gameRules', '/chart', '/notifications', '/winnings',
  '/videos', '/galiGames', '/quiz', '/starline', '/starlineGames', '/funds', '/myBids', '/bankDetails',
  '/withdrawHistory', '/depositHistory',
] as const;

export type RouteAccess = 'open' | 'login-required';

/**
 * The route guard: public routes are open; every other route shows the login screen
 * unless a token and a mobile number are both stored. An unknown route is guarded too.
 */
export function routeAccess(path: string, storage: SecureStorage): RouteAccess {
  if ((PUBLIC_ROUTES as readonly string[]).includes(path)) return 'open';
  return isLoggedIn(storage) ? 'open' : 'login-required';
}
