import type { Notifier } from '../ports/notifier.js';
import type { Outcome } from '../outcome/outcome.js';
import type { Text } from '../messages/text.js';
import { errorNotice } from './notice.js';

/**
 * Shows the player why an outcome failed, where nobody has yet: invalid input and server
 * refusals. (The session policy already showed transport failures and ended sessions.)
 */
export function reportFailure<T>(notifier: Notifier, outcome: Outcome<T>, title?: Text): Outcome<T> {
  if (!outcome.ok && (outcome.failure.kind === 'invalid' || outcome.failure.kind === 'rejected')) {
    const { failure } = outcome;
    const field = failure.kind === 'invalid' && failure.field ? { field: failure.field } : {};
    notifier.notify({ ...errorNotice(failure.message, title), ...field });
  }
  return outcome;
}
