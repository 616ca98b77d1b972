import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadHome, type MarketCard } from '../../../core/index.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { RecordList } from '../funds/record-list.js';
import { useOutcome } from '../funds/use-outcome.js';
import { HomeLinks } from './home-links.js';

// The dialog (and Mantine's modal) loads when a closed market is first tapped.
const ClosedMarketDialog = lazy(() => import('./closed-market-dialog.js').then((m) => ({ default: m.ClosedMarketDialog })));

/** Home (/home): the Starline and Jackpot tiles, contact links and today's markets; an open one leads to its games, a closed one says when it plays. */
export function HomeScreen() {
  const text = useText();
  usePageTitle('home');
  const loadHome = useService(LoadHome);
  const { value: home, loading } = useOutcome(useCallback(() => loadHome.run(), [loadHome]));
  const navigate = useNavigate();
  const [closed, setClosed] = useState<MarketCard | undefined>(undefined);
  const open = (market: MarketCard) =>
    market.bettingRunning ? void navigate('/games', { state: { market: market.name, is_open: market.isOpen } }) : setClosed(market);
  return (
    <Stack gap={0}>
      {home && <HomeLinks home={home} />}
      <Title order={2} size="h4" px="md" pt="md">
        {text('markets')}
      </Title>
      {home && home.markets.length > 0 ? (
        <Stack gap="xs" p="md">
          {home.markets.map((market) => (
            <UnstyledButton key={market.name} onClick={() => open(market)} aria-label={`${market.name} ${market.result} ${text(market.badge)}`}>
            <Paper withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={700}>{market.name}</Text>
                  <Text ff="monospace" fw={600} c="indigo.9">{market.result}</Text>
                  <Text size="xs" c="dimmed">{market.openTime} – {market.closeTime}</Text>
                </Stack>
                <Badge color={market.bettingRunning ? 'green' : 'red'} variant="light">
                  {text(market.badge)}
                </Badge>
              </Group>
            </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      ) : (
        <RecordList loading={loading} rows={[]} empty={text('noMarkets')} />
      )}
      {closed && (
        <Suspense fallback={null}>
          <ClosedMarketDialog market={closed} onClose={() => setClosed(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
