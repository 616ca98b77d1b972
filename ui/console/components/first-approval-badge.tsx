import { Badge, type MantineSize } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';
import { consoleDate } from '../format/console-dates.js';

/** Two-person control on a desk's row: the first of two approvals given, by whom (and when, on hover). */
export function FirstApprovalBadge({ approval, size }: { approval: { by: string; at: string }; size: MantineSize }) {
  const text = useConsoleText();
  return (
    <Badge
      color="grape"
      variant="light"
      size={size}
      title={`${text('approvedOnceBy', { by: approval.by })} · ${consoleDate(approval.at)}`}
    >
      {text('firstApprovalShort', { by: approval.by })}
    </Badge>
  );
}
