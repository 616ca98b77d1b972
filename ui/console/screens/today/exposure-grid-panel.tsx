import { Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  sortExposure,
  worstCase,
  type ExposureColumn,
  type ExposureRow,
  type ExposureSort,
  type ExposureView,
  type OperatorOutcome,
} from '../../../../core/index.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { Money } from '../../components/money.js';
import { RouteLoader } from '../../components/route-loader.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

type GameFilter = 'all' | 'single' | 'jodi' | 'pana' | 'sangam';
const inFilter = (row: ExposureRow, filter: GameFilter) =>
  filter === 'all' ||
  (filter === 'pana'
    ? row.game.endsWith('panna')
    : filter === 'sangam'
      ? row.game.endsWith('sangam')
      : row.game === filter);

/** The exposure grid ("load") of a market day: every number of every game, sortable, the worst case marked (read live by the desk). */
export function ExposureGridPanel({ outcome }: { outcome: OperatorOutcome<ExposureView> | undefined }) {
  const text = useConsoleText();
  const [sort, setSort] = useState<ExposureSort>({ column: 'payoutPaise', descending: true });
  const [filter, setFilter] = useState<GameFilter>('all');
  const rows = useMemo(
    () =>
      outcome?.ok
        ? sortExposure(
            outcome.value.rows.filter((row) => inFilter(row, filter)),
            sort,
          )
        : [],
    [outcome, sort, filter],
  );
  if (!outcome) return <RouteLoader />;
  if (!outcome.ok) return <FailureAlert failure={outcome.failure} />;
  const worst = worstCase(outcome.value.rows);
  const header = (column: ExposureColumn, label: string, align: 'left' | 'right' = 'right') => (
    <Table.Th ta={align} aria-sort={sort.column === column ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => setSort({ column, descending: sort.column === column ? !sort.descending : column !== 'number' })}
      >
        {label} {sort.column === column ? (sort.descending ? '▼' : '▲') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  const games = (['all', 'single', 'jodi', 'pana', 'sangam'] as const).filter(
    (g) => g === 'all' || outcome.value.rows.some((row) => inFilter(row, g)),
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{text('exposureTitle')}</Text>
          <Text size="sm">
            {text('bidsAndStake', { count: outcome.value.bids })} <Money paise={outcome.value.stakePaise} size="sm" />
          </Text>
        </Group>
        {worst && (
          <Text size="sm" c="red.8" role="status">
            {text('worstCase', { game: text(`game_${worst.game}`), number: worst.number })}{' '}
            <Money paise={worst.payoutPaise} size="sm" fw={700} />
          </Text>
        )}
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as GameFilter)}
          data={games.map((g) => ({ value: g, label: text(`filter_${g}`) }))}
          aria-label={text('game')}
        />
        <ScrollArea h={430}>
          <Table striped highlightOnHover verticalSpacing={4} stickyHeader aria-label={text('exposureTitle')}>
            <Table.Thead>
              <Table.Tr>
                {header('number', text('number'), 'left')}
                {header('bids', text('bids'))}
                {header('stakePaise', text('stake'))}
                {header('payoutPaise', text('payoutIfWins'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const isWorst = worst !== undefined && row === worst;
                return (
                  <Table.Tr
                    key={`${row.game} ${row.number} ${row.session}`}
                    bg={isWorst ? 'red.1' : undefined}
                    data-worst={isWorst || undefined}
                  >
                    <Table.Td>
                      <Text span ff="monospace" fw={600}>
                        {row.number}
                      </Text>{' '}
                      <Text span size="xs" c="dimmed">
                        {text(`game_${row.game}`)} × {row.rate}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.bids}</Table.Td>
                    <Table.Td ta="right">
                      <Money paise={row.stakePaise} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money paise={row.payoutPaise} size="sm" fw={isWorst ? 700 : undefined} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
