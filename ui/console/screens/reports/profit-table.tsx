import type { ProfitReport } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ReportTable } from './report-table.js';
import { consoleDate } from '../../format/console-dates.js';

/** The house's profit and loss per day, and the range's total below. */
export function ProfitTable({ report }: { report: ProfitReport }) {
  const text = useConsoleText();
  return (
    <ReportTable
      label={text('profitAndLoss')}
      note={text('profitNote')}
      empty={text('noProfit')}
      rows={report.rows}
      rowKey={(row) => row.day}
      names={[{ key: 'day', label: text('day'), cell: (row) => consoleDate(row.day), nowrap: true }]}
      figures={[
        { key: 'stakesPaise', label: text('stakes'), kind: 'money', value: (sums) => sums.stakesPaise },
        { key: 'payoutsPaise', label: text('payouts'), kind: 'money', value: (sums) => sums.payoutsPaise },
        { key: 'bonusesPaise', label: text('bonuses'), kind: 'money', value: (sums) => sums.bonusesPaise },
        { key: 'adjustmentsPaise', label: text('adjustments'), kind: 'money', value: (sums) => sums.adjustmentsPaise },
        { key: 'refundsPaise', label: text('refunds'), kind: 'money', value: (sums) => sums.refundsPaise },
        { key: 'netPaise', label: text('netForHouse'), kind: 'money', value: (sums) => sums.netPaise, strong: true },
      ]}
      total={{ label: text('total'), sums: report.total }}
    />
  );
}
