import { Badge } from '@mantine/core';
import type { MarketState } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';

const COLOURS: Record<MarketState, string> = {
  open: 'green',
  'running-for-close': 'blue',
  closed: 'orange',
  declared: 'gray',
  voided: 'red',
  holiday: 'grape',
  'off-day': 'grape',
};

/** Where a market day stands, as a coloured badge; a holiday with its reason. */
export function MarketStateBadge({ state, reason }: { state: MarketState; reason?: string | null }) {
  const text = useConsoleText();
  const label =
    state === 'holiday'
      ? text('holidayState', { reason: reason ?? '' })
      : state === 'off-day'
        ? text('offDayState')
        : text(`state_${state}`);
  return (
    <Badge color={COLOURS[state]} variant="light" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
