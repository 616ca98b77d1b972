import type { SignedIn } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { HOME_ROUTE } from '../routes/route-table.js';
import { success, type Outcome } from '../outcome/outcome.js';
import { storeCredentials } from './credentials.js';

/**
 * The end of login, sign-up and forgot password: the signed-in account's token is stored with
 * its mobile, name and email, and the player goes to /home (or `then`). A refusal never gets
 * here: the session policy has shown it already.
 */
export function finishLogin(
  deps: { storage: SecureStorage; navigator: Navigator },
  signedIn: SignedIn,
  account: { mobile: string; name?: string },
  then: { path: string; state?: unknown } = { path: HOME_ROUTE },
): Outcome<void> {
  storeCredentials(deps.storage, {
    token: signedIn.token,
    mobile: account.mobile,
    name: signedIn.name ?? account.name,
    email: signedIn.email,
  });
  deps.navigator.go(then.path, then.state);
  return success(undefined);
}
