import { notifications } from '@mantine/notifications';
import type { OperatorOutcome } from 'matka-core/console';

/**
 * Tells the operator how an action went: a green toast on success, a red one with the
 * reason otherwise (an invalid field is shown beside the field instead, by the form).
 */
export function notifyOutcome(
  outcome: OperatorOutcome<unknown>,
  success: string,
  describe: (o: Extract<typeof outcome, { ok: false }>) => string,
): void {
  if (outcome.ok) {
    notifications.show({ color: 'green', message: success, autoClose: 3000 });
  } else if (outcome.failure.kind !== 'invalid') {
    notifications.show({ color: 'red', message: describe(outcome), autoClose: 6000 });
  }
}
