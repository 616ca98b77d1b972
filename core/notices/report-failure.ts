import type { Notifier } from '../ports/notifier.js';
import type { Outcome } from '../outcome/outcome.js';
import type { Text } from '../messages/messages.js';
import { errorNotice } from './notice.js';

/**
 * Shows the player why an outcome failed, where nobody has yet: invalid input and server
 * refusals. (The session policy already showed transport failures and ended sessions.)
 */
export function reportFailure<T>(notifier: Notifier, outcome: Outcome<T>, title?: Text): Outcome<T> {
  if (!outcome.ok && (outcome.failure.kind === 'invalid' || outcome.failure.kind === 'rejected')) {
    notifier.notify(errorNotice(outcome.failure.message, title));
  }
  return outcome;
}
