import type { FundsReport } from 'matka-core/console';
import { consoleDate } from '../../format/console-dates.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { figureColumns, ReportTable } from './report-table.js';

const figure = figureColumns<FundsReport['rows'][number]>();

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
          figure.count('deposits', text('depositCount')),
          figure.money('depositsPaise', text('deposits')),
          figure.count('withdrawals', text('withdrawalRequests')),
          figure.money('askedPaise', text('withdrawalsAsked')),
          figure.count('paidOut', text('paidOutCount')),
          figure.money('paidOutPaise', text('paidOut')),
          figure.money('cashInPaise', text('cashIn'), true),
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
          figure.money('depositsPaise', text('deposits')),
          figure.money('withdrawalsPaise', text('withdrawalsHeld')),
          figure.money('bonusesPaise', text('bonuses')),
          figure.money('adjustmentsPaise', text('adjustments')),
          figure.money('refundsPaise', text('refunds')),
          figure.money('transfersPaise', text('transfers')),
          figure.money('playPaise', text('play')),
          figure.money('debtPaise', text('debt')),
          figure.money('walletsPaise', text('walletsMoved'), true),
        ]}
      />
    </>
  );
}
