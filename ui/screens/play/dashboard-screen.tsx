import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { boardClosedReason, BOARDS, type BoardId } from '../../../core/index.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** A game dashboard (/games, /starlineGames, /galiGames): a tile per board, each passing the market on. */
export function DashboardScreen({ tiles, more = [] }: { tiles: readonly BoardId[]; more?: readonly BoardId[] }) {
  usePageTitle('markets');
  const text = useText();
  const boardTitle = useBoardTitle();
  const navigate = useNavigate();
  const state = useLocation().state as { market?: unknown; is_open?: unknown; timing?: unknown } | null;
  if (typeof state?.market !== 'string' || (state.is_open !== '0' && state.is_open !== '1'))
    return <Navigate to="/" replace />;
  const { market, is_open } = state;
  const timing = typeof state.timing === 'string' ? state.timing : undefined;
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
            aria-describedby={closed ? `closed-${id}` : undefined}
            onClick={() =>
              void navigate(BOARDS[id].route, { state: { market, is_open, board: id, ...(timing ? { timing } : {}) } })
            }
          >
            <Paper withBorder p="md" radius="md" ta="center" h="100%" opacity={closed ? 0.6 : 1}>
              <Text fw={600} size="sm">
                {boardTitle(id)}
              </Text>
              {closed && (
                <Text id={`closed-${id}`} size="xs" c="dimmed" mt={4}>
                  {text(closed)}
                </Text>
              )}
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
  return (
    <>
      <PageToolbar title={timing ? `${market} · ${timing}` : market} />
      {grid(tiles)}
      {more.length > 0 && (
        <>
          <Title order={2} size="h5" px="md">
            {text('moreGames')}
          </Title>
          {grid(more)}
        </>
      )}
    </>
  );
}
