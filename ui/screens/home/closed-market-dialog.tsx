import { Button, Group, Stack, Text } from '@mantine/core';
import type { MarketCard } from 'matka-core/player';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { PlayerDialog } from '../../components/player-dialog.js';
import { useText } from '../../hooks/use-text.js';

/** 'Betting is Closed For Today', with the market's four times. */
export function ClosedMarketDialog({ market, onClose }: { market: MarketCard; onClose: () => void }) {
  const text = useText();
  const row = (label: Parameters<typeof text>[0], value: string) => (
    <Group justify="space-between">
      <Text size="sm">{text(label)}</Text>
      <Text fw={600}>{value}</Text>
    </Group>
  );
  return (
    <PlayerDialog onClose={onClose} title={text('bettingClosedForToday')}>
      <Stack gap="xs">
        <Text fw={700}>{market.name}</Text>
        {market.closedReason && <Text c="red.8">{text('closedTodayReason', { reason: market.closedReason })}</Text>}
        {row('openResultTime', market.closedDialog.openResultTime)}
        {row('openBidLastTime', market.closedDialog.openBidLastTime)}
        {row('closeResultTime', market.closedDialog.closeResultTime)}
        {row('closeBidLastTime', market.closedDialog.closeBidLastTime)}
        <MarketZoneNote />
        <Button onClick={onClose} mt="sm">
          {text('close')}
        </Button>
      </Stack>
    </PlayerDialog>
  );
}
