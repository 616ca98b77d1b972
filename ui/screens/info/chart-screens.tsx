import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadHome } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { LoadedPage } from '../../components/loaded-page.js';
import { usePageText } from './result-log-screen.js';

/** Charts (/charts): each market with its Jodi and Panna chart. */
export function ChartsScreen() {
  const text = useText();
  const resultLog = usePageText();
  const loadHome = useService(LoadHome);
  const navigate = useNavigate();
  const open = (market: string, type: 'jodi' | 'panel') => void navigate('/chart', { state: { market, type } });
  return (
    <LoadedPage title="charts" load={() => loadHome.run({ quiet: true })} deps={[loadHome]}>
      {(home) =>
        home.markets.length === 0 ? (
          <EmptyState>{text('noMarkets')}</EmptyState>
        ) : (
          <Stack gap="xs" p="md">
            {/* Every result, when it was declared and when its betting closed, for anyone to check. */}
            <Button variant="light" onClick={() => void navigate('/results/log')}>
              {resultLog('title')}
            </Button>
            {home.markets.map((market) => (
              <Paper key={market.name} withBorder p="sm" radius="md">
                {/* The buttons go under the name where the language's words leave no room beside it. */}
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{market.name}</Text>
                  <Group gap="xs">
                    <Button size="compact-sm" variant="light" onClick={() => open(market.name, 'jodi')}>
                      {text('jodiChart')}
                    </Button>
                    <Button size="compact-sm" variant="light" onClick={() => open(market.name, 'panel')}>
                      {text('pannaChart')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )
      }
    </LoadedPage>
  );
}

/** A chart (/chart): the server's chart page for a market, embedded. */
export function ChartScreen() {
  const text = useText();
  usePageTitle('charts');
  const state = useLocation().state as { market?: unknown; type?: unknown } | null;
  const [loaded, setLoaded] = useState(false);
  if (typeof state?.market !== 'string' || (state.type !== 'jodi' && state.type !== 'panel'))
    return <Navigate to="/charts" replace />;
  const title = `${state.market} · ${text(state.type === 'jodi' ? 'jodiChart' : 'pannaChart')}`;
  return (
    <>
      <PageToolbar title={title} />
      {!loaded && (
        <Text c="dimmed" p="md">
          {text('loading')}
        </Text>
      )}
      <iframe
        title={title}
        src={`/results/${state.type}/${encodeURIComponent(state.market)}`}
        onLoad={() => setLoaded(true)}
        style={{ border: 0, width: '100%', height: 'calc(100dvh - 180px)' }}
      />
    </>
  );
}
