import type { PlaySums } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { figureColumns, ReportTable, type NameColumn } from './report-table.js';

/** A row of play: its sums under one or two leading columns (a day, a market, a game). */
export type PlayRow = PlaySums & { id: string; first: string; second?: string };

const figure = figureColumns<PlaySums>();

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
  const names: NameColumn<PlayRow>[] = [
    { key: 'first', label: props.firstLabel, cell: (row) => row.first, nowrap: true },
  ];
  if (props.secondLabel) names.push({ key: 'second', label: props.secondLabel, cell: (row) => row.second });
  return (
    <ReportTable
      label={props.label}
      empty={props.empty}
      rows={props.rows}
      rowKey={(row) => row.id}
      names={names}
      figures={[
        figure.money('stakesPaise', text('stakes')),
        figure.money('payoutsPaise', text('payouts')),
        figure.money('netPaise', text('net'), true),
        figure.count('bids', text('bids')),
        figure.count('players', text('players')),
      ]}
      total={props.total && { label: text('total'), sums: props.total }}
    />
  );
}
