import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsoleText } from '../hooks/use-console-text.js';

/**
 * A desk row's buttons, in a line that never wraps: review always; the desk's own approve
 * button and reject while the request is pending.
 */
export function DeskRowActions(props: {
  pending: boolean;
  onReview: () => void;
  /** The review button's accessible name, where "Review" alone would not say which row. */
  reviewLabel?: string;
  approve: ReactNode;
  onReject: () => void;
}) {
  const text = useConsoleText();
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={props.onReview} aria-label={props.reviewLabel}>
        {text('review')}
      </Button>
      {props.pending && (
        <>
          {props.approve}
          <Button size="compact-sm" color="red" variant="outline" onClick={props.onReject}>
            {text('reject')}
          </Button>
        </>
      )}
    </Group>
  );
}
