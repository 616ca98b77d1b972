import { ScrollArea, Table, Text } from '@mantine/core';
import type { FundsReport } from '../../../../core/index.js';
import { Money } from '../../components/money.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** Deposits and withdrawals per day: their counts, their sums, and the net money in. */
export function FundsTable({ report }: { report: FundsReport }) {
  const text = useConsoleText();
  if (report.rows.length === 0) return <Text c="dimmed">{text('noFunds')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table
        striped
        verticalSpacing={4}
        aria-label={text('fundsPerDay')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('day')}</Table.Th>
            <Table.Th ta="right">{text('depositCount')}</Table.Th>
            <Table.Th ta="right">{text('deposits')}</Table.Th>
            <Table.Th ta="right">{text('withdrawalCount')}</Table.Th>
            <Table.Th ta="right">{text('withdrawals')}</Table.Th>
            <Table.Th ta="right">{text('netIn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{row.day}</Table.Td>
              <Table.Td ta="right">{row.deposits}</Table.Td>
              <Table.Td ta="right">
                <Money paise={row.depositsPaise} />
              </Table.Td>
              <Table.Td ta="right">{row.withdrawals}</Table.Td>
              <Table.Td ta="right">
                <Money paise={row.withdrawalsPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={row.netPaise} fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
