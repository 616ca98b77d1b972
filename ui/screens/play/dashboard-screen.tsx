import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BOARDS, type BoardId } from '../../../core/index.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { usePageTitle } from '../../hooks/use-page-title.js';

/** A game dashboard (/games, /starlineGames, /galiGames): a tile per board, each passing the market on. */
export function DashboardScreen({ tiles }: { tiles: readonly BoardId[] }) {
  usePageTitle('markets');
  const navigate = useNavigate();
  const state = useLocation().state as { market?: unknown; is_open?: unknown; timing?: unknown } | null;
  if (typeof state?.market !== 'string' || (state.is_open !== '0' && state.is_open !== '1')) return <Navigate to="/" replace />;
  const { market, is_open } = state;
  const timing = typeof state.timing === 'string' ? state.timing : undefined;
  return (
    <>
      <PageToolbar title={timing ? `${market} · ${timing}` : market} />
      <SimpleGrid cols={2} p="md" spacing="sm">
        {tiles.map((id) => (
          <UnstyledButton key={id} onClick={() => void navigate(BOARDS[id].route, { state: { market, is_open, board: id, ...(timing ? { timing } : {}) } })}>
            <Paper withBorder p="md" radius="md" ta="center" h="100%">
              <Text fw={600} size="sm">{BOARDS[id].title}</Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
