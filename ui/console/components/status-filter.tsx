import { SegmentedControl, type MantineSize } from '@mantine/core';
import type { RequestStatus } from 'matka-core/console';
import { useConsoleText } from '../hooks/use-console-text.js';

export type StatusChoice = RequestStatus | 'all';

/** A desk's filter: every request (pending first), or one status. */
export function StatusFilter({
  value,
  onChange,
  size,
}: {
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
  size?: MantineSize;
}) {
  const text = useConsoleText();
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as StatusChoice)}
      aria-label={text('status')}
      size={size}
      data={(['all', 'pending', 'completed', 'rejected'] as const).map((choice) => ({
        value: choice,
        label: text(choice === 'all' ? 'filterAll' : `status_${choice}`),
      }))}
    />
  );
}
