import { ScrollArea, Table, Text } from '@mantine/core';
import type { PlaySums } from 'matka-core/console';
import { Money } from '../../components/money.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** A row of play: its sums under one or two leading columns (a day, a market, a game). */
export type PlayRow = PlaySums & { id: string; first: string; second?: string };

/** Stakes, payouts, net, bids and players per row, with a total row when one is given. */
export function PlayTable(props: {
  rows: PlayRow[];
  firstLabel: string;
  secondLabel?: string;
  total?: PlaySums | undefined;
  empty: string;
  label: string;
}) {
  const text = useConsoleText();
  if (props.rows.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  const cells = (row: PlaySums) => (
    <>
      <Table.Td ta="right">
        <Money paise={row.stakesPaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.payoutsPaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.netPaise} fw={600} />
      </Table.Td>
      {/* A void line's bids are negative: a minus sign, as the money's. */}
      <Table.Td ta="right">{row.bids < 0 ? `−${-row.bids}` : row.bids}</Table.Td>
      <Table.Td ta="right">{row.players}</Table.Td>
    </>
  );
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing={4} aria-label={props.label} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.firstLabel}</Table.Th>
            {props.secondLabel && <Table.Th>{props.secondLabel}</Table.Th>}
            <Table.Th ta="right">{text('stakes')}</Table.Th>
            <Table.Th ta="right">{text('payouts')}</Table.Th>
            <Table.Th ta="right">{text('net')}</Table.Th>
            <Table.Th ta="right">{text('bids')}</Table.Th>
            <Table.Th ta="right">{text('players')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.first}</Table.Td>
              {props.secondLabel && <Table.Td>{row.second}</Table.Td>}
              {cells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{text('total')}</Table.Td>
              {props.secondLabel && <Table.Td />}
              {cells(props.total)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
