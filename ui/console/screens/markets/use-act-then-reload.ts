import type { OperatorOutcome } from 'matka-core/console';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** Runs an action, tells the operator how it went, and reloads the list after success. */
export function useActThenReload(onChanged: () => void) {
  const text = useConsoleText();
  return async <T>(action: Promise<OperatorOutcome<T>>, success: string) => {
    const outcome = await action;
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    if (outcome.ok) onChanged();
    return outcome;
  };
}
