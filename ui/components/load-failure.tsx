import { Alert, Button, Text } from '@mantine/core';
import type { Failure } from 'matka-core/player';
import { useText } from '../hooks/use-text.js';

/** Why a screen's data did not load, and a button to ask again (old data is never left standing). */
export function LoadFailure({ failure, retry }: { failure: Failure; retry: () => void }) {
  const text = useText();
  return (
    <Alert color="red" variant="light" m="md" title={text('loadFailed')}>
      <Text size="sm">{text(failure.message)}</Text>
      <Button mt="sm" variant="light" color="red" onClick={retry}>
        {text('retry')}
      </Button>
    </Alert>
  );
}
