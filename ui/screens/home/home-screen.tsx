import { ActionIcon, Alert, Anchor, Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  LoadHome,
  markDownloadDialogShown,
  SecureStorage,
  shouldShowDownloadDialog,
  showsCharts,
  TimeScheduler,
  type MarketCard,
} from 'matka-core/player';
import { hasInstallOffer, installsByHand, onInstallOfferChange, runsInstalled } from './install-offer.js';
import { Icon } from '../../chrome/icons.js';
import { useService } from '../../hooks/container-context.js';
import { takeEarlyHome } from '../../hooks/early-home.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useText } from '../../hooks/use-text.js';
import { usePlayer } from '../../hooks/use-wallet.js';
import { EmptyState } from '../../components/empty-state.js';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { Loaded } from '../../components/loaded.js';
import { HomeCarousel } from './home-carousel.js';
import { HomeLinks } from './home-links.js';

// The dialogs (and Mantine's modal) load when first opened, not with the first page.
const ClosedMarketDialog = lazy(() =>
  import('./closed-market-dialog.js').then((m) => ({ default: m.ClosedMarketDialog })),
);
const ChartChooserDialog = lazy(() =>
  import('./chart-chooser-dialog.js').then((m) => ({ default: m.ChartChooserDialog })),
);
const InstallAppDialog = lazy(() => import('./install-app-dialog.js').then((m) => ({ default: m.InstallAppDialog })));

/** Home (/home): banners, the Starline and Jackpot tiles, contact links and today's markets; an open one leads to its games, a closed one says when it plays. */
export function HomeScreen() {
  const text = useText();
  usePageTitle('home');
  const loadHome = useService(LoadHome);
  const storage = useService(SecureStorage);
  const scheduler = useService(TimeScheduler);
  // The first load may have been asked for before the app rendered (hooks/early-home.ts).
  const { state: asked, retry } = useRequest(() => takeEarlyHome(loadHome) ?? loadHome.run(), [loadHome]);
  // A refresh (on focus, after a live result or a window opening) replaces the cards in place.
  // Read at once: the home the server rendered (main.tsx adopts it) is on the first render, so
  // the app takes the server's screen over with the same cards while its own call is under way.
  const latest = useObservableState(loadHome.latest$, loadHome.latestNow);
  const state = asked.status !== 'failed' && latest ? { status: 'loaded' as const, value: latest } : asked;
  const home = state.status === 'loaded' ? state.value : undefined;
  const navigate = useNavigate();
  const [closed, setClosed] = useState<MarketCard | undefined>(undefined);
  const [chartsOf, setChartsOf] = useState<string | undefined>(undefined);
  const installing = useInstallDialog(storage, scheduler);
  const charts = showsCharts(usePlayer().mobile);
  const paused = home?.bettingPaused;
  const open = (market: MarketCard) =>
    market.bettingRunning
      ? void navigate('/games', { state: { market: market.name, is_open: market.isOpen } })
      : setClosed(market);
  return (
    <Stack gap={0}>
      {paused && (
        <Alert color="red" variant="light" m="md" mb={0} title={text(paused)} role="status">
          <Anchor component={Link} to="/limits" size="sm">
            {text('myLimits')}
          </Anchor>
        </Alert>
      )}
      {home && <HomeCarousel images={home.images} />}
      {home && <HomeLinks home={home} />}
      <Title order={2} size="h4" px="md" pt="md">
        {text('markets')}
      </Title>
      {/* The cards' times are the market's clock: named when the phone keeps another. */}
      <MarketZoneNote px="md" pt={4} />
      <Loaded state={state} retry={retry}>
        {({ markets }) =>
          markets.length === 0 ? (
            <EmptyState>{text('noMarkets')}</EmptyState>
          ) : (
            <Stack gap="xs" p="md">
              {markets.map((market) => (
                <Paper key={market.name} withBorder radius="md" style={{ overflow: 'hidden' }}>
                  <Group wrap="nowrap" gap={0} align="stretch">
                    <UnstyledButton
                      p="sm"
                      style={{ flex: 1 }}
                      // While betting is paused no card opens a board (the banner above says why).
                      disabled={!!paused}
                      onClick={() => open(market)}
                      // Tapped before the app has started, it is tapped again once it has (ui/app/early-taps.ts).
                      data-tap={`play:${market.name}`}
                      aria-label={`${market.name} ${market.result} ${text(market.badge)}`}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={2} miw={0}>
                          <Text fw={700}>{market.name}</Text>
                          {/* Small text: colours dark enough for 4.5:1 on white (Mantine's green.9 is 4.36). */}
                          <Text size="xs" c={market.bettingRunning ? '#1e6b30' : 'red.9'}>
                            {text(market.status)}
                          </Text>
                          <Text ff="monospace" fw={600} c="indigo.9">
                            {market.result}
                          </Text>
                          <Text size="xs" c="gray.7">
                            {market.openTime} – {market.closeTime}
                          </Text>
                        </Stack>
                        <Badge
                          color={market.bettingRunning ? '#1e6b30' : 'red.9'}
                          variant="filled"
                          style={{ flexShrink: 0 }}
                        >
                          {text(market.badge)}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                    {charts && (
                      <ActionIcon
                        variant="subtle"
                        size={44}
                        radius={0}
                        h="auto"
                        aria-label={text('chartOf', { market: market.name })}
                        onClick={() => setChartsOf(market.name)}
                        data-tap={`charts:${market.name}`}
                      >
                        <Icon name="chart" />
                      </ActionIcon>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </Loaded>
      <Suspense fallback={null}>
        {closed && <ClosedMarketDialog market={closed} onClose={() => setClosed(undefined)} />}
        {chartsOf && <ChartChooserDialog market={chartsOf} onClose={() => setChartsOf(undefined)} />}
        {installing.open && <InstallAppDialog offered={installing.offered} onClose={installing.close} />}
      </Suspense>
    </Stack>
  );
}

/** The install-app dialog opens on home at most once a day, where the app can be installed and is not yet. */
function useInstallDialog(storage: SecureStorage, clock: { now(): number }) {
  // On the server (its render of /home) no browser has offered anything.
  const offered = useSyncExternalStore(onInstallOfferChange, hasInstallOffer, () => false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open || runsInstalled(window) || !(offered || installsByHand(window))) return;
    const now = clock.now();
    if (!shouldShowDownloadDialog(storage, now)) return;
    markDownloadDialogShown(storage, now);
    setOpen(true);
  }, [offered, open, storage, clock]);
  return { open, offered, close: () => setOpen(false) };
}
