import { Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { indianRupees } from 'matka-core/player';
import {
  limitStanding,
  overLimit,
  sortExposure,
  worstCase,
  type ExposureColumn,
  type ExposureRow,
  type ExposureSort,
  type ExposureView,
  type OperatorOutcome,
} from 'matka-core/console';
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

/**
 * The exposure grid ("load") of a market day, read live by the desk: every number that can
 * still win, sortable (by what a number would pay: the same order as the room it has left),
 * the worst case marked, each number against its liability limit (room left, or over by how
 * much). Once the session is declared: its winners and what was paid.
 */
export function ExposureGridPanel({ outcome }: { outcome: OperatorOutcome<ExposureView> | undefined }) {
  const text = useConsoleText();
  const [sort, setSort] = useState<ExposureSort>({ column: 'payoutPaise', descending: true });
  const [filter, setFilter] = useState<GameFilter>('all');
  const declared = outcome?.ok === true && outcome.value.declared;
  // The money column: what a number would pay before the declaration, what it was paid after.
  const money: ExposureColumn = declared ? 'paidPaise' : 'payoutPaise';
  const rows = useMemo(() => {
    if (!outcome?.ok) return [];
    const column = sort.column === 'payoutPaise' || sort.column === 'paidPaise' ? money : sort.column;
    return sortExposure(
      outcome.value.rows.filter((row) => inFilter(row, filter)),
      { ...sort, column },
    );
  }, [outcome, sort, filter, money]);
  if (!outcome) return <RouteLoader />;
  if (!outcome.ok) return <FailureAlert failure={outcome.failure} />;
  const view = outcome.value;
  const worst = declared ? undefined : worstCase(view.rows);
  const over = overLimit(view.rows);
  const limited = !declared && view.limitPaise !== null;
  const header = (column: ExposureColumn, label: string, align: 'left' | 'right' = 'right') => {
    const sorted = sort.column === column || (column === money && sort.column === 'payoutPaise');
    return (
      <Table.Th ta={align} aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() =>
            setSort({
              column,
              // Most first, but for the number (catalogue order).
              descending: sorted ? !sort.descending : column !== 'number',
            })
          }
        >
          {label} {sorted ? (sort.descending ? '▼' : '▲') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  const games = (['all', 'single', 'jodi', 'pana', 'sangam'] as const).filter(
    (g) => g === 'all' || view.rows.some((row) => inFilter(row, g)),
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{text('exposureTitle')}</Text>
          <Text size="sm">
            {text('bidsAndStake', { count: view.bids })} <Money paise={view.stakePaise} size="sm" />
          </Text>
        </Group>
        {declared ? (
          <Stack gap={2}>
            <Text size="sm" role="status">
              {text('paidForSession')} <Money paise={view.paidPaise ?? 0} size="sm" fw={700} />
            </Text>
            <Text size="xs" c="dimmed">
              {text('winnersPaid')}
            </Text>
          </Stack>
        ) : (
          worst && (
            <Text size="sm" c="red.8" role="status">
              {text('worstCase', { game: text(`game_${worst.game}`), number: worst.number })}{' '}
              <Money paise={worst.payoutPaise} size="sm" fw={700} />
            </Text>
          )
        )}
        {limited &&
          (over.length > 0 ? (
            <Text size="sm" c="red.9" fw={600} data-testid="limit-line">
              {text('numbersOverLimit', { count: over.length, limit: indianRupees(view.limitPaise!) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" data-testid="limit-line">
              {text('limitPerNumberLine', { limit: indianRupees(view.limitPaise!) })}
            </Text>
          ))}
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
                {header(money, text(declared ? 'paid' : 'payoutIfWins'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const isWorst = worst !== undefined && row === worst;
                const standing = limited ? limitStanding(row) : undefined;
                return (
                  <Table.Tr
                    key={`${row.game} ${row.number} ${row.session}`}
                    bg={isWorst ? 'red.1' : standing?.over ? 'orange.1' : undefined}
                    data-worst={isWorst || undefined}
                    data-over-limit={standing?.over || undefined}
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
                      <Money
                        paise={declared ? (row.paidPaise ?? 0) : row.payoutPaise}
                        size="sm"
                        fw={isWorst ? 700 : undefined}
                      />
                      {/* Against the limit, under what it would pay: a number with nothing on it has the whole limit. */}
                      {standing && (standing.over || row.payoutPaise > 0) && (
                        <Text
                          size="xs"
                          c={standing.over ? 'red.9' : 'dimmed'}
                          fw={standing.over ? 700 : undefined}
                          style={{ whiteSpace: 'nowrap' }}
                          data-testid="limit-mark"
                        >
                          {standing.over
                            ? text('limitOverBy', { amount: indianRupees(standing.overPaise) })
                            : text('limitRoom', { amount: indianRupees(standing.roomPaise) })}
                        </Text>
                      )}
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
