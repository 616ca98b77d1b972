import type { AccountAnswer } from '../ports/accounts-gateway.js';
import type { Navigator } from '../ports/navigator.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { HOME_ROUTE } from '../routes/route-table.js';
import { succeeded } from '../session/envelope.js';
import { rejected, success, type Outcome } from '../outcome/outcome.js';
import { reportFailure } from '../notices/report-failure.js';
import { wordsOf } from '../session/session-policy.js';
import { storeCredentials } from './credentials.js';

/**
 * The end of login, sign-up and forgot password: an answer that succeeded with a token
 * stores the credentials and goes to /home; anything else shows the server's words.
 */
export function finishLogin(
  deps: { storage: SecureStorage; notifier: Notifier; navigator: Navigator },
  answer: AccountAnswer,
  account: { mobile: string; name?: string },
  then: { path: string; state?: unknown } = { path: HOME_ROUTE },
): Outcome<void> {
  if (!succeeded(answer.success) || !answer.api_token) return reportFailure(deps.notifier, rejected(wordsOf(answer)));
  storeCredentials(deps.storage, {
    token: answer.api_token,
    mobile: account.mobile,
    name: answer.name ?? account.name,
    email: answer.email,
  });
  deps.navigator.go(then.path, then.state);
  return success(undefined);
}
