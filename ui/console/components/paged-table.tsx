import { Center, Group, Loader, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConsolePage } from '../../../core/index.js';
import type { QueryState } from '../hooks/use-console-query.js';
import { useConsoleText } from '../hooks/use-console-text.js';
import { FailureAlert } from './failure-alert.js';

export interface Column<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right';
}

/** A page of rows as a Mantine table, with its loading and failed states and the pagination under it. */
export function PagedTable<R extends { id: string }>(props: {
  state: QueryState<ConsolePage<R>>;
  columns: Column<R>[];
  empty: string;
  onPage: (page: number) => void;
  onRetry: () => void;
  caption?: string;
}) {
  const text = useConsoleText();
  const { state, columns } = props;
  const page = state.value;
  return (
    <>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={props.onRetry} />}
      {!page && state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {page && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={state.status === 'loading'}>
            {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} ta={c.align}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.rows.map((row, index) => (
                <Table.Tr key={`${row.id}:${index}`}>
                  {columns.map((c) => (
                    <Table.Td key={c.key} ta={c.align}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {page.rows.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {props.empty}
            </Text>
          )}
        </ScrollArea>
      )}
      {page && page.total > page.pageSize && (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil(page.total / page.pageSize)} value={page.page} onChange={props.onPage} />
        </Group>
      )}
    </>
  );
}
