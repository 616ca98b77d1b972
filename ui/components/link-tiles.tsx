import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TranslationKey } from '../i18n/locales/en.js';
import { useText } from '../hooks/use-text.js';

/** A two-column menu of links, each a bordered tile (the wallet menu, my bids). */
export function LinkTiles({
  tiles,
}: {
  /** Where each tile leads, its label, and the navigation state it passes (a kind of history). */
  tiles: readonly (readonly [to: string, label: TranslationKey, state?: unknown])[];
}) {
  const text = useText();
  return (
    <SimpleGrid cols={2} p="md" spacing="sm">
      {tiles.map(([to, key, state]) => (
        <UnstyledButton key={`${to}:${key}`} component={Link} to={to} state={state}>
          <Paper withBorder p="md" radius="md" ta="center" h="100%">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text(key)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
