import type { ProfitReport } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { figureColumns, ReportTable } from './report-table.js';
import { consoleDate } from '../../format/console-dates.js';

const figure = figureColumns<ProfitReport['total']>();

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
        figure.money('stakesPaise', text('stakes')),
        figure.money('payoutsPaise', text('payouts')),
        figure.money('bonusesPaise', text('bonuses')),
        figure.money('adjustmentsPaise', text('adjustments')),
        figure.money('refundsPaise', text('refunds')),
        figure.money('netPaise', text('netForHouse'), true),
      ]}
      total={{ label: text('total'), sums: report.total }}
    />
  );
}
