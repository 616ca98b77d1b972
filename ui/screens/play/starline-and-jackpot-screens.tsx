import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { GameLists, type Text as CoreText } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { EmptyState } from '../../components/empty-state.js';
import { LoadedPage } from '../../components/loaded-page.js';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { BettingPausedAlert, useBettingPause } from '../../components/betting-paused.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { usePageTitle } from '../../hooks/use-page-title.js';

const useGameLists = () => useService(GameLists);

/** Starline (/starline): today's slots with their results; Play opens the starline games of a slot. */
export function StarlineScreen() {
  const text = useText();
  const gameName = useGameName();
  const lists = useGameLists();
  const navigate = useNavigate();
  const paused = useBettingPause();
  // During a break or a self-exclusion no slot opens a board: the pause says why and until when.
  if (paused) return <PausedList title="starline" paused={paused} />;
  return (
    <LoadedPage title="starline" load={() => lists.starline()} deps={[lists]} live={['markets']}>
      {(starline) => (
        <>
          <Group gap="xs" px="md" pt="md">
            {starline.rates.map((rate) => (
              <Badge key={rate.id} variant="light">
                {gameName(rate.id)} {text('ratePerPoint', { rate: rate.rate })}
              </Badge>
            ))}
          </Group>
          <MarketZoneNote px="md" pt="xs" />
          {starline.slots.length > 0 ? (
            <Stack gap="xs" p="md">
              {starline.slots.map((slot) => (
                <Paper key={`${slot.market}-${slot.closeTime}`} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={2}>
                      <Text fw={700}>{slot.closeTime}</Text>
                      <Text ff="monospace" c="indigo.9">
                        {slot.result || '***-*'}
                      </Text>
                      {slot.closedReason && (
                        <Text size="xs" c="red.9">
                          {text('closedTodayReason', { reason: slot.closedReason })}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      size="compact-md"
                      disabled={!slot.takesBids}
                      onClick={() =>
                        void navigate('/starlineGames', {
                          state: { market: slot.market, is_open: '1', timing: slot.closeTime },
                        })
                      }
                    >
                      {text(slot.takesBids ? 'play' : 'closed')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <EmptyState>{text('noMarkets')}</EmptyState>
          )}
        </>
      )}
    </LoadedPage>
  );
}

/** Jackpot (/gali): the markets in a grid with the jodi rate. */
export function JackpotScreen() {
  const text = useText();
  const lists = useGameLists();
  const navigate = useNavigate();
  const paused = useBettingPause();
  if (paused) return <PausedList title="jackpot" paused={paused} />;
  return (
    <LoadedPage title="jackpot" load={() => lists.jackpot()} deps={[lists]} live={['markets']}>
      {(jackpot) => (
        <>
          <Text px="md" pt="md" fw={600}>
            {text('jodi')} {text('ratePerPoint', { rate: jackpot.jodiRate })}
          </Text>
          {jackpot.games.length > 0 ? (
            <SimpleGrid cols={2} p="md" spacing="sm">
              {jackpot.games.map((game) => (
                <Paper key={game.market} withBorder p="sm" radius="md" ta="center">
                  <Text fw={700}>{game.market}</Text>
                  <Text ff="monospace" size="xl" c="indigo.9">
                    {game.result || '**'}
                  </Text>
                  {game.closedReason && (
                    <Text size="xs" c="red.9">
                      {text('closedTodayReason', { reason: game.closedReason })}
                    </Text>
                  )}
                  <Button
                    mt="xs"
                    size="compact-md"
                    fullWidth
                    disabled={!game.takesBids}
                    onClick={() => void navigate('/galiGames', { state: { market: game.market, is_open: '1' } })}
                  >
                    {text(game.takesBids ? 'play' : 'closed')}
                  </Button>
                </Paper>
              ))}
            </SimpleGrid>
          ) : (
            <EmptyState>{text('noMarkets')}</EmptyState>
          )}
        </>
      )}
    </LoadedPage>
  );
}

/** Starline or Jackpot while betting is paused: the pause, and no slot or market to play. */
function PausedList({ title, paused }: { title: 'starline' | 'jackpot'; paused: CoreText }) {
  const text = useText();
  usePageTitle(title);
  return (
    <>
      <PageToolbar title={text(title)} />
      <BettingPausedAlert paused={paused} />
    </>
  );
}
