import type { SchedulerLike, Subscription } from 'rxjs';
import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { HOME_ROUTE, LOGIN_ROUTE } from '../routes/route-table.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { isLoggedIn } from './credentials.js';

/** The splash and logout redirects wait 1 s, a payment result page 5 s. */
export const SPLASH_DELAY_MS = 1000;
export const LOGOUT_DELAY_MS = 1000;
export const PAYMENT_RESULT_DELAY_MS = 5000;

/**
 * The splash screen (/): after 1 s, /home with a token, else /login. Arriving with
 * navigation state clears storage first. Unsubscribe to cancel (the screen went away).
 */
export function startSplash(
  deps: { storage: SecureStorage; navigator: Navigator; scheduler: SchedulerLike },
  arrivedWithState: boolean,
): Subscription {
  if (arrivedWithState) deps.storage.clear();
  return deps.scheduler.schedule(() => {
    const token = deps.storage.get<string>(STORAGE_KEYS.token);
    deps.navigator.go(token ? HOME_ROUTE : LOGIN_ROUTE);
  }, SPLASH_DELAY_MS);
}

/**
 * Logout (/logout): asks the server to end the stored session, clears all storage now and
 * goes to /login after 1 s. The server call is fire-and-forget: nothing waits for it, its
 * answer (even `session: false` for a token already dead) is not read, and a network
 * failure or timeout changes nothing for the player; the token then just expires.
 * Unsubscribing cancels the move, not the server call.
 */
export function startLogout(deps: {
  accounts: Pick<AccountsGateway, 'logout'>;
  storage: SecureStorage;
  navigator: Navigator;
  scheduler: SchedulerLike;
}): Subscription {
  const session = deps.storage.get<string>(STORAGE_KEYS.token);
  if (session) endServerSession(deps.accounts, session);
  deps.storage.clear();
  return deps.scheduler.schedule(() => deps.navigator.go(LOGIN_ROUTE), LOGOUT_DELAY_MS);
}

/** Sends the logout call; whatever it does (throw, reject, answer), the caller goes on. */
function endServerSession(accounts: Pick<AccountsGateway, 'logout'>, session: string): void {
  try {
    accounts.logout(session).catch(() => undefined);
  } catch {
    // A gateway that throws before its promise: the logout still happens on the device.
  }
}

/** The payment result pages: after 5 s, /home when logged in, else /login. */
export function startPaymentResultRedirect(deps: {
  storage: SecureStorage;
  navigator: Navigator;
  scheduler: SchedulerLike;
}): Subscription {
  return deps.scheduler.schedule(
    () => deps.navigator.go(isLoggedIn(deps.storage) ? HOME_ROUTE : LOGIN_ROUTE),
    PAYMENT_RESULT_DELAY_MS,
  );
}
