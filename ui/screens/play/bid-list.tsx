import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { BidEntry } from '../../../core/index.js';
import { useText } from '../../hooks/use-text.js';

/** The slip's entries: number, points, session, and delete. */
export function BidList({ entries, onDelete }: { entries: readonly BidEntry[]; onDelete: (id: string) => void }) {
  const text = useText();
  if (entries.length === 0) return <Text c="dimmed" ta="center" size="sm" py="sm">{text('noBids')}</Text>;
  return (
    <Stack gap={4} aria-label={text('bids')} role="list">
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder px="sm" py={4} radius="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Text ff="monospace" fw={700}>{entry.number}</Text>
            <Text size="sm">₹{entry.amount}</Text>
            <Text size="xs" c="dimmed" w={48}>{entry.session || '—'}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={`${text('delete')} ${entry.number}`} onClick={() => onDelete(entry.id)}>
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
