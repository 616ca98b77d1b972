import { Badge } from '@mantine/core';
import { useConsoleText } from '../hooks/use-console-text.js';

/** A desk's row another cashier is reviewing now (their claim): this cashier's review passes it by. */
export function ClaimBadge({ who }: { who: string }) {
  const text = useConsoleText();
  return (
    <Badge color="blue" variant="light" size="xs" style={{ textTransform: 'none', minWidth: 'max-content' }}>
      {text('claimedByOther', { who })}
    </Badge>
  );
}
