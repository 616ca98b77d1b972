import { Box, Center, Group, Loader, Pagination, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ConsolePage } from 'matka-core/console';
import type { QueryState } from '../hooks/use-console-query.js';
import { useConsoleText } from '../hooks/use-console-text.js';
import { FailureAlert } from './failure-alert.js';

export interface Column<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** The column's width in a `fill` table (fixed layout); a column without one takes what is left. */
  width?: number;
  /** The label is read by screen readers but not shown (a narrow column of thumbnails). */
  hiddenLabel?: boolean;
}

/**
 * A table that fills the screen's height: it scrolls inside itself under a sticky header, so
 * the pages stay in sight, and sideways only below `minWidth` (a narrow window), its
 * scrollbar at the bottom of the table rather than of the page.
 */
export interface FillLayout {
  minWidth: number;
}

/** A page of rows as a Mantine table, with its loading and failed states and the pagination under it. */
export function PagedTable<R extends { id: string }>(props: {
  state: QueryState<ConsolePage<R>>;
  columns: Column<R>[];
  empty: string;
  onPage: (page: number) => void;
  onRetry: () => void;
  caption?: string;
  /** What an empty page says: a string, or a node (a search that matched nothing, with its way back). */
  emptyState?: ReactNode;
  fill?: FillLayout;
  /** The row being looked at (a review open on it): marked, and scrolled into sight. */
  activeId?: string | undefined;
  /** Beside the pages, on their left (a `fill` table's count of matches), shown with one page too. */
  footer?: ReactNode;
}) {
  const text = useConsoleText();
  const { state, columns, fill, activeId } = props;
  const page = state.value;
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (activeId === undefined) return;
    const row = body.current?.querySelector<HTMLElement>('tr[data-active]');
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, page]);
  const table = page && (
    <Table
      striped
      highlightOnHover
      verticalSpacing={fill ? 4 : 'xs'}
      horizontalSpacing={fill ? 'xs' : undefined}
      aria-busy={state.status === 'loading'}
      {...(fill ? { stickyHeader: true, layout: 'fixed' as const, miw: fill.minWidth } : {})}
    >
      {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.key} ta={c.align} w={fill ? c.width : undefined}>
              {c.hiddenLabel ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody ref={body}>
        {page.rows.map((row, index) => (
          <Table.Tr
            key={`${row.id}:${index}`}
            data-active={row.id === activeId || undefined}
            aria-current={row.id === activeId || undefined}
            bg={row.id === activeId ? 'var(--mantine-color-blue-light)' : undefined}
          >
            {columns.map((c) => (
              <Table.Td key={c.key} ta={c.align}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const empty =
    page && page.rows.length === 0 ? (
      props.emptyState !== undefined ? (
        props.emptyState
      ) : (
        <Text c="dimmed" ta="center" py="md">
          {props.empty}
        </Text>
      )
    ) : null;
  return (
    <>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={props.onRetry} />}
      {!page && state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {page &&
        (fill ? (
          <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-desk-scroll>
            {table}
            {empty}
          </Box>
        ) : (
          <ScrollArea type="auto">
            {table}
            {empty}
          </ScrollArea>
        ))}
      {page && fill && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Box w={160}>{props.footer}</Box>
          {page.total > page.pageSize && (
            <Pagination
              size="sm"
              total={Math.ceil(page.total / page.pageSize)}
              value={page.page}
              onChange={props.onPage}
            />
          )}
          <Box w={160} />
        </Group>
      )}
      {page && !fill && page.total > page.pageSize && (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil(page.total / page.pageSize)} value={page.page} onChange={props.onPage} />
        </Group>
      )}
    </>
  );
}
