import type { PlaySums } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ReportTable, type NameColumn } from './report-table.js';

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
        { key: 'stakesPaise', label: text('stakes'), kind: 'money', value: (sums) => sums.stakesPaise },
        { key: 'payoutsPaise', label: text('payouts'), kind: 'money', value: (sums) => sums.payoutsPaise },
        { key: 'netPaise', label: text('net'), kind: 'money', value: (sums) => sums.netPaise, strong: true },
        { key: 'bids', label: text('bids'), kind: 'count', value: (sums) => sums.bids },
        { key: 'players', label: text('players'), kind: 'count', value: (sums) => sums.players },
      ]}
      total={props.total && { label: text('total'), sums: props.total }}
    />
  );
}
