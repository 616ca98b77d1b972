import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsoleText } from '../hooks/use-console-text.js';
import { KeyHint, KeyHints } from './review-nav.js';

/**
 * A review's decision under its details: the desk's own approve button and reject, with
 * their keys, while the request is pending; the line of keys under them either way.
 */
export function ReviewActions({
  pending,
  approve,
  onReject,
}: {
  pending: boolean;
  approve: ReactNode;
  onReject: () => void;
}) {
  const text = useConsoleText();
  return (
    <>
      {pending && (
        <Group mt="md">
          {approve}
          <Button color="red" variant="outline" onClick={onReject} aria-keyshortcuts="R">
            {text('reject')}
            <KeyHint>R</KeyHint>
          </Button>
        </Group>
      )}
      <KeyHints decided={!pending} />
    </>
  );
}
