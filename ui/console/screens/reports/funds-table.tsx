import type { FundsReport } from 'matka-core/console';
import { consoleDate } from '../../format/console-dates.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ReportTable } from './report-table.js';

/**
 * The funds per day in two tables that each fit a 1280 px console: the bank's side (deposits,
 * withdrawals asked for, withdrawals paid out on the day of their approval, and deposits less
 * payouts: what the bank statement shows), then the players' wallets, every ledger row in one
 * column and what moved in all.
 */
export function FundsTable({ report }: { report: FundsReport }) {
  const text = useConsoleText();
  const day = { key: 'day', label: text('day'), cell: (row: { day: string }) => consoleDate(row.day), nowrap: true };
  return (
    <>
      <ReportTable
        label={text('bankPerDay')}
        note={text('bankNote')}
        empty={text('noFunds')}
        rows={report.rows}
        rowKey={(row) => row.day}
        names={[day]}
        figures={[
          { key: 'deposits', label: text('depositCount'), kind: 'count', value: (row) => row.deposits },
          { key: 'depositsPaise', label: text('deposits'), kind: 'money', value: (row) => row.depositsPaise },
          { key: 'withdrawals', label: text('withdrawalRequests'), kind: 'count', value: (row) => row.withdrawals },
          { key: 'askedPaise', label: text('withdrawalsAsked'), kind: 'money', value: (row) => row.askedPaise },
          { key: 'paidOut', label: text('paidOutCount'), kind: 'count', value: (row) => row.paidOut },
          { key: 'paidOutPaise', label: text('paidOut'), kind: 'money', value: (row) => row.paidOutPaise },
          { key: 'cashInPaise', label: text('cashIn'), kind: 'money', value: (row) => row.cashInPaise, strong: true },
        ]}
      />
      <ReportTable
        label={text('fundsPerDay')}
        note={text('fundsNote')}
        empty={text('noFunds')}
        rows={report.rows}
        rowKey={(row) => row.day}
        names={[day]}
        // The ledger's columns in the order they are read, the wallets' sum last.
        figures={[
          { key: 'depositsPaise', label: text('deposits'), kind: 'money', value: (row) => row.depositsPaise },
          {
            key: 'withdrawalsPaise',
            label: text('withdrawalsHeld'),
            kind: 'money',
            value: (row) => row.withdrawalsPaise,
          },
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
    </>
  );
}
