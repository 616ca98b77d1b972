import { ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../components/money.js';

/** A column that names a row (a day, a market, a player): left-aligned, blank in the total row. */
export interface NameColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** A day keeps to one line however narrow the window. */
  nowrap?: boolean;
  /** A cell that cuts itself short (a player's name) gets no more than this. */
  maxWidth?: number;
}

/** A column of figures: right-aligned, summed in the total row from the report's sums `S`. */
export interface FigureColumn<S> {
  key: string;
  label: string;
  /** Money in paise, shown as rupees; or a count. */
  kind: 'money' | 'count';
  value: (sums: S) => number;
  /** The figure the report comes to (a net): in bold. */
  strong?: boolean;
}

/** The fields of a report's sums that hold a number. */
type FigureKey<S> = { [K in keyof S]: S[K] extends number ? K : never }[keyof S] & string;

/**
 * The figure columns of a report whose sums are `S`, each read from the field it names:
 * `money(key, label, strong)` in paise (`strong` for the figure the report comes to) and
 * `count(key, label)`.
 */
export function figureColumns<S>() {
  const value = (key: FigureKey<S>) => (sums: S) => sums[key] as number;
  return {
    money: (key: FigureKey<S>, label: string, strong?: boolean): FigureColumn<S> => ({
      key,
      label,
      kind: 'money',
      value: value(key),
      ...(strong ? { strong } : {}),
    }),
    count: (key: FigureKey<S>, label: string): FigureColumn<S> => ({ key, label, kind: 'count', value: value(key) }),
  };
}

/** The row the report adds up to, under the rows: its label in the first column. */
export interface ReportTotal<S> {
  label: string;
  sums: S;
}

/**
 * One report's table: names on the left, figures on the right in tabular numbers, a total row
 * when the report has one. It scrolls sideways in a narrow window rather than squeezing its
 * columns; with no rows it says so instead (and leaves out its note).
 */
export function ReportTable<R extends S, S = R>(props: {
  /** The table's accessible name. */
  label: string;
  /** What the figures mean, above the table. */
  note?: string;
  empty: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  names: readonly NameColumn<R>[];
  figures: readonly FigureColumn<S>[];
  total?: ReportTotal<S> | undefined;
}) {
  const { names, figures, total } = props;
  if (props.rows.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  const figureCells = (sums: S) =>
    figures.map((column) => (
      <Table.Td key={column.key} ta="right">
        <Figure column={column} value={column.value(sums)} />
      </Table.Td>
    ));
  const table = (
    <ScrollArea type="auto">
      <Table striped verticalSpacing={4} aria-label={props.label} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Thead>
          <Table.Tr>
            {names.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
            {figures.map((column) => (
              <Table.Th key={column.key} ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>
              {names.map((column) => (
                <Table.Td
                  key={column.key}
                  maw={column.maxWidth}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              {figureCells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {names.map((column, index) => (
                <Table.Td key={column.key}>{index === 0 ? total.label : null}</Table.Td>
              ))}
              {figureCells(total.sums)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
  if (props.note === undefined) return table;
  return (
    <>
      <Text size="xs" c="dimmed">
        {props.note}
      </Text>
      {table}
    </>
  );
}

function Figure<S>({ column, value }: { column: FigureColumn<S>; value: number }) {
  if (column.kind === 'money') return <Money paise={value} fw={column.strong ? 600 : undefined} />;
  // A void line's counts are negative: a minus sign, as the money's.
  return <>{value < 0 ? `−${-value}` : value}</>;
}
