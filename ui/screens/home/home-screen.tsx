import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { LoadHome } from '../../../core/index.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { RecordList } from '../funds/record-list.js';
import { useOutcome } from '../funds/use-outcome.js';

/** Home (/home): today's markets with their results and times. The boards come with market play. */
export function HomeScreen() {
  const text = useText();
  usePageTitle('home');
  const loadHome = useService(LoadHome);
  const { value: home, loading } = useOutcome(useCallback(() => loadHome.run(), [loadHome]));
  return (
    <Stack gap={0}>
      <Title order={2} size="h4" px="md" pt="md">
        {text('markets')}
      </Title>
      {home && home.markets.length > 0 ? (
        <Stack gap="xs" p="md">
          {home.markets.map((market) => (
            <Paper key={market.name} withBorder p="sm" radius="md">
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
          ))}
        </Stack>
      ) : (
        <RecordList loading={loading} rows={[]} empty={text('noMarkets')} />
      )}
    </Stack>
  );
}
