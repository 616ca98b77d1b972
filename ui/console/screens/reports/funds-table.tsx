import { ScrollArea, Table, Text } from '@mantine/core';
import type { FundsReport } from 'matka-core/console';
import { Money } from '../../components/money.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

type FundsRow = FundsReport['rows'][number];

/** The money columns after the counts, in the order the ledger's columns are read. */
const MONEY_COLUMNS = [
  ['cashInPaise', 'cashIn'],
  ['bonusesPaise', 'bonuses'],
  ['adjustmentsPaise', 'adjustments'],
  ['refundsPaise', 'refunds'],
  ['transfersPaise', 'transfers'],
  ['playPaise', 'play'],
  ['debtPaise', 'debt'],
] as const satisfies readonly (readonly [keyof FundsRow, string])[];

/** The players' wallets per day, every ledger row in one column, and what moved in all. */
export function FundsTable({ report }: { report: FundsReport }) {
  const text = useConsoleText();
  if (report.rows.length === 0) return <Text c="dimmed">{text('noFunds')}</Text>;
  return (
    <>
      <Text size="xs" c="dimmed">
        {text('fundsNote')}
      </Text>
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
              <Table.Th ta="right">{text('withdrawalRequests')}</Table.Th>
              <Table.Th ta="right">{text('withdrawals')}</Table.Th>
              {MONEY_COLUMNS.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {text(label)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{text('walletsMoved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.day}</Table.Td>
                <Table.Td ta="right">{row.deposits}</Table.Td>
                <Table.Td ta="right">
                  <Money paise={row.depositsPaise} />
                </Table.Td>
                <Table.Td ta="right">{row.withdrawals}</Table.Td>
                <Table.Td ta="right">
                  <Money paise={row.withdrawalsPaise} />
                </Table.Td>
                {MONEY_COLUMNS.map(([key]) => (
                  <Table.Td key={key} ta="right">
                    <Money paise={row[key]} />
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  <Money paise={row.walletsPaise} fw={600} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
