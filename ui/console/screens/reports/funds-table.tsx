import type { FundsReport } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ReportTable } from './report-table.js';

/** The players' wallets per day, every ledger row in one column, and what moved in all. */
export function FundsTable({ report }: { report: FundsReport }) {
  const text = useConsoleText();
  return (
    <ReportTable
      label={text('fundsPerDay')}
      note={text('fundsNote')}
      empty={text('noFunds')}
      rows={report.rows}
      rowKey={(row) => row.day}
      names={[{ key: 'day', label: text('day'), cell: (row) => row.day, nowrap: true }]}
      // The counts and their money, then the ledger's columns in the order they are read, the wallets' sum last.
      figures={[
        { key: 'deposits', label: text('depositCount'), kind: 'count', value: (row) => row.deposits },
        { key: 'depositsPaise', label: text('deposits'), kind: 'money', value: (row) => row.depositsPaise },
        { key: 'withdrawals', label: text('withdrawalRequests'), kind: 'count', value: (row) => row.withdrawals },
        { key: 'withdrawalsPaise', label: text('withdrawals'), kind: 'money', value: (row) => row.withdrawalsPaise },
        { key: 'cashInPaise', label: text('cashIn'), kind: 'money', value: (row) => row.cashInPaise },
        { key: 'bonusesPaise', label: text('bonuses'), kind: 'money', value: (row) => row.bonusesPaise },
        { key: 'adjustmentsPaise', label: text('adjustments'), kind: 'money', value: (row) => row.adjustmentsPaise },
        { key: 'refundsPaise', label: text('refunds'), kind: 'money', value: (row) => row.refundsPaise },
        { key: 'transfersPaise', label: text('transfers'), kind: 'money', value: (row) => row.transfersPaise },
        { key: 'playPaise', label: text('play'), kind: 'money', value: (row) => row.playPaise },
        { key: 'debtPaise', label: text('debt'), kind: 'money', value: (row) => row.debtPaise },
        {
          key: 'walletsPaise',
          label: text('walletsMoved'),
          kind: 'money',
          value: (row) => row.walletsPaise,
          strong: true,
        },
      ]}
    />
  );
}
