import { Badge, type MantineSize } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';

const COLOURS: Record<string, string> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
  won: 'green',
  loss: 'gray',
  voided: 'gray',
};

/** A request's statuses (pending, completed, rejected) and a bet's (PENDING, WON, LOSS, VOIDED), in the console's words. */
const KNOWN = ['pending', 'completed', 'rejected', 'won', 'loss', 'voided'] as const;
const isKnown = (status: string): status is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(status);

/** A request's or a bet's status as a coloured badge; a status the console does not know is shown as sent. */
export function StatusBadge({ status, size }: { status: string | undefined; size?: MantineSize }) {
  const text = useConsoleText();
  if (!status) return null;
  const lower = status.toLowerCase();
  // A badge's label gives way to ellipsis; in a narrow column it must keep its width instead.
  return (
    <Badge color={COLOURS[lower] ?? 'gray'} variant="light" size={size} style={{ minWidth: 'max-content' }}>
      {isKnown(lower) ? text(`status_${lower}`) : status}
    </Badge>
  );
}
