import type { OperatorOutcome } from 'matka-core/console';
import type { useConsoleText } from '../hooks/use-console-text.js';

/** An invalid field's message beside its field; a server refusal beside `fallback`. */
export function fieldErrors(
  outcome: OperatorOutcome<unknown>,
  text: ReturnType<typeof useConsoleText>,
  fallback: string,
): Record<string, string> {
  if (outcome.ok) return {};
  const field = outcome.failure.kind === 'invalid' ? (outcome.failure.field ?? fallback) : fallback;
  return { [field]: text(outcome.failure.message) };
}
