import { Alert, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { boardClosedReason, BOARDS, type BoardId, type WinningKind } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { BettingPausedGate } from '../../components/betting-paused.js';
import { MarketZoneNote } from '../../components/market-zone-note.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { useWordedPageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

const CLOSED_REASON_ID = 'boards-closed-reason';

/** A game dashboard (/games, /starlineGames, /galiGames): a tile per board, each passing the market on. */
export function DashboardScreen({
  kind,
  tiles,
  more = [],
}: {
  kind: WinningKind;
  tiles: readonly BoardId[];
  more?: readonly BoardId[];
}) {
  const text = useText();
  const boardTitle = useBoardTitle();
  const navigate = useNavigate();
  const state = useLocation().state as { market?: unknown; is_open?: unknown; timing?: unknown } | null;
  // Each dashboard its own title: the market and its kind (Main Matka, Starline Matka, Gali Disawar).
  const market = typeof state?.market === 'string' ? state.market : '';
  useWordedPageTitle(market ? `${market} · ${text(`winningKind_${kind}`)}` : text(`winningKind_${kind}`));
  if (typeof state?.market !== 'string' || (state.is_open !== '0' && state.is_open !== '1'))
    return <Navigate to="/" replace />;
  const { is_open } = state;
  const timing = typeof state.timing === 'string' ? state.timing : undefined;
  // One reason, said once above the tiles; each closed tile points to it.
  const anyClosed = [...tiles, ...more].some((id) => boardClosedReason(id, is_open));
  const grid = (ids: readonly BoardId[]) => (
    <SimpleGrid cols={2} p="md" spacing="sm">
      {ids.map((id) => {
        // A board that can no longer win a bid stays in its place, disabled, saying why.
        const closed = boardClosedReason(id, is_open);
        return (
          <UnstyledButton
            key={id}
            disabled={!!closed}
            aria-label={boardTitle(id)}
            aria-describedby={closed ? CLOSED_REASON_ID : undefined}
            onClick={() =>
              void navigate(BOARDS[id].route, { state: { market, is_open, board: id, ...(timing ? { timing } : {}) } })
            }
          >
            <Paper withBorder p="md" radius="md" ta="center" h="100%" opacity={closed ? 0.6 : 1}>
              <Text fw={600} size="sm">
                {boardTitle(id)}
              </Text>
              {closed && (
                <Text size="xs" c="dimmed" mt={4}>
                  {text('closed')}
                </Text>
              )}
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
  return (
    // During a break or a self-exclusion no board opens: the pause says why and until when.
    <BettingPausedGate title={timing ? `${market} · ${timing}` : market}>
      <PageToolbar title={timing ? `${market} · ${timing}` : market} />
      {/* A starline slot's time in the title is the market's clock. */}
      {timing && <MarketZoneNote px="md" pt="xs" />}
      {anyClosed && (
        <Alert color="yellow" variant="light" mx="md" mt="md" p="xs">
          {/* Only once the open result is out: the market still takes Close bids, and says so first. */}
          <Text size="sm" id={CLOSED_REASON_ID}>
            {text('openForClose')}
          </Text>
        </Alert>
      )}
      {grid(tiles)}
      {more.length > 0 && (
        <>
          <Title order={2} size="h5" px="md">
            {text('moreGames')}
          </Title>
          {grid(more)}
        </>
      )}
    </BettingPausedGate>
  );
}
