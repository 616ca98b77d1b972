import { Badge, type MantineSize } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';

const COLOURS: Record<string, string> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
  won: 'green',
  lost: 'gray',
};

/** A request's or a bet's status as a coloured badge; a status the console does not know is shown as sent. */
export function StatusBadge({ status, size }: { status: string | undefined; size?: MantineSize }) {
  const text = useConsoleText();
  if (!status) return null;
  const known = status === 'pending' || status === 'completed' || status === 'rejected';
  // A badge's label gives way to ellipsis; in a narrow column it must keep its width instead.
  return (
    <Badge
      color={COLOURS[status.toLowerCase()] ?? 'gray'}
      variant="light"
      size={size}
      style={{ minWidth: 'max-content' }}
    >
      {known ? text(`status_${status}`) : status}
    </Badge>
  );
}
