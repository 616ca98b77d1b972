import { Text, type TextProps } from '@mantine/core';
import { useMarketZoneNote } from '../hooks/use-market-zone-note.js';

/** Names the market's time zone under market, bet or passbook times, where a phone on another clock could misread them. */
export function MarketZoneNote(props: TextProps) {
  const note = useMarketZoneNote();
  if (!note) return null;
  // Small text in gray.7: 4.5:1 on white and on the light panels.
  return (
    <Text size="xs" c="gray.7" {...props}>
      {note}
    </Text>
  );
}
