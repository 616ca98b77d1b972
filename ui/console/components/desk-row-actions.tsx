import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RequestStatus } from 'matka-core/console';
import type { Column } from './paged-table.js';
import { useConsoleText } from '../hooks/use-console-text.js';

/**
 * A desk row's buttons, in a line that never wraps: review always; the desk's own approve
 * button and reject while the request is pending.
 */
export function DeskRowActions(props: {
  pending: boolean;
  onReview: () => void;
  /** The review button's accessible name, where "Review" alone would not say which row. */
  reviewLabel?: string | undefined;
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

/** A desk's last column: each row's DeskRowActions, approve and reject while it is pending. */
export function deskActionsColumn<R extends { status: RequestStatus }>(options: {
  label: string;
  width: number;
  onReview: (row: R) => void;
  reviewLabel?: (row: R) => string;
  approve: (row: R) => ReactNode;
  onReject: (row: R) => void;
}): Column<R> {
  return {
    key: 'actions',
    label: options.label,
    width: options.width,
    cell: (row) => (
      <DeskRowActions
        pending={row.status === 'pending'}
        onReview={() => options.onReview(row)}
        reviewLabel={options.reviewLabel?.(row)}
        approve={options.approve(row)}
        onReject={() => options.onReject(row)}
      />
    ),
  };
}
