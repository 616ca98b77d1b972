import { Alert, Button } from '@mantine/core';
import type { OperatorFailure } from 'matka-core/console';
import { useConsoleText } from '../hooks/use-console-text.js';

/** Why a list or a page could not be shown, with a way to ask again. */
export function FailureAlert({ failure, onRetry }: { failure: OperatorFailure; onRetry?: () => void }) {
  const text = useConsoleText();
  return (
    <Alert
      color={failure.kind === 'rejected' && failure.status === 403 ? 'orange' : 'red'}
      title={text('couldNotLoad')}
      role="alert"
    >
      {text(failure.message)}
      {onRetry && failure.kind !== 'session-ended' && (
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
          {text('tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
