import { ScrollArea, Table, Text } from '@mantine/core';
import type { ProfitReport, ProfitSums } from 'matka-core/console';
import { Money } from '../../components/money.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

const AMOUNTS = [
  ['stakesPaise', 'stakes'],
  ['payoutsPaise', 'payouts'],
  ['bonusesPaise', 'bonuses'],
  ['adjustmentsPaise', 'adjustments'],
  ['refundsPaise', 'refunds'],
] as const satisfies readonly (readonly [keyof ProfitSums, string])[];

/** The house's profit and loss per day, and the range's total below. */
export function ProfitTable({ report }: { report: ProfitReport }) {
  const text = useConsoleText();
  if (report.rows.length === 0) return <Text c="dimmed">{text('noProfit')}</Text>;
  const cells = (row: ProfitSums) => (
    <>
      {AMOUNTS.map(([key]) => (
        <Table.Td key={key} ta="right">
          <Money paise={row[key]} />
        </Table.Td>
      ))}
      <Table.Td ta="right">
        <Money paise={row.netPaise} fw={600} />
      </Table.Td>
    </>
  );
  return (
    <>
      <Text size="xs" c="dimmed">
        {text('profitNote')}
      </Text>
      <ScrollArea type="auto">
        <Table
          striped
          verticalSpacing={4}
          aria-label={text('profitAndLoss')}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('day')}</Table.Th>
              {AMOUNTS.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {text(label)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{text('netForHouse')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.day}</Table.Td>
                {cells(row)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{text('total')}</Table.Td>
              {cells(report.total)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </>
  );
}
