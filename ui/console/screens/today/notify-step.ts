import { notifications } from '@mantine/notifications';
import type { OperatorOutcome, ResultStep } from 'matka-core/console';
import { notifyOutcome } from '../../components/notify-outcome.js';
import type { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * How a declaration or correction went: declared (green, `declared`), waiting for a second
 * operator (two-person control: blue), or disputed by a second operator's other value (orange);
 * a refusal in red, as every action's.
 */
export function notifyStep(
  outcome: OperatorOutcome<ResultStep>,
  declared: string,
  value: string,
  text: ReturnType<typeof useConsoleText>,
): void {
  if (outcome.ok && outcome.value.state === 'pending')
    notifications.show({ color: 'blue', message: text('resultPendingNote', { value }), autoClose: 6000 });
  else if (outcome.ok && outcome.value.state === 'disputed')
    notifications.show({ color: 'orange', message: text('resultDisputedNote'), autoClose: 8000 });
  else notifyOutcome(outcome, declared, (o) => text(o.failure.message));
}
