import { Badge } from '@mantine/core';
import type { MarketState } from '../../../../core/index.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

const COLOURS: Record<MarketState, string> = {
  open: 'green',
  'running-for-close': 'blue',
  closed: 'orange',
  declared: 'gray',
  voided: 'red',
};

/** Where a market day stands, as a coloured badge. */
export function MarketStateBadge({ state }: { state: MarketState }) {
  const text = useConsoleText();
  return (
    <Badge color={COLOURS[state]} variant="light" style={{ minWidth: 'max-content' }}>
      {text(`state_${state}`)}
    </Badge>
  );
}
