import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useDeskList } from '../hooks/use-desk-list.js';
import { useConsoleText } from '../hooks/use-console-text.js';
import type { ConsoleKey } from '../i18n/en.js';
import { DeskEmpty, DeskSearchBar } from './desk-search-bar.js';
import { PagedTable, type Column } from './paged-table.js';
import { StatusFilter } from './status-filter.js';

export type DeskList<R> = ReturnType<typeof useDeskList<R>>;

/** Below this width the table scrolls sideways inside itself; at 1280 px it fits whole. */
const DESK_MIN_WIDTH = 900;

/**
 * A desk for a busy day: its title, search (/ takes the cursor there), order and filters
 * above a dense table that fills the window's height and scrolls under its sticky header,
 * with the pages under it in sight.
 */
export function DeskPage<R extends { id: string }>(props: {
  title: string;
  list: DeskList<R>;
  searchLabel: ConsoleKey;
  columns: Column<R>[];
  empty: string;
  activeId: string | undefined;
  /** A row under the search and filters, when it renders anything (an owner's downloads). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const text = useConsoleText();
  const { list } = props;
  const page = list.state.value;
  return (
    <Stack
      gap="xs"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={480}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" lh="30px">
            {props.title}
          </Title>
          <DeskSearchBar
            key={list.cleared}
            searched={list.searched}
            invalid={list.invalid}
            onSearch={list.search}
            label={props.searchLabel}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <NativeSelect
            size="xs"
            w={88}
            aria-label={text('orderLabel')}
            value={list.order}
            onChange={(event) => list.sort(event.currentTarget.value === 'newest' ? 'newest' : 'oldest')}
            data={[
              { value: 'oldest', label: text('orderOldest') },
              { value: 'newest', label: text('orderNewest') },
            ]}
          />
          <StatusFilter value={list.status} onChange={list.filter} size="xs" />
        </Group>
      </Group>
      {props.actions}
      <PagedTable
        // Filters refused as typed say so beside their field; the rows shown stay.
        state={
          list.invalid ? { status: 'loaded', value: page ?? { rows: [], total: 0, page: 1, pageSize: 25 } } : list.state
        }
        columns={props.columns}
        empty={props.empty}
        emptyState={
          <DeskEmpty searched={list.searched} searching={list.searching} empty={props.empty} onClear={list.clear} />
        }
        onPage={list.setPage}
        onRetry={list.reload}
        fill={{ minWidth: DESK_MIN_WIDTH }}
        activeId={props.activeId}
        footer={
          list.searching && (
            <Text size="sm" c="dimmed" role="status">
              {text(page?.capped ? 'matchesAtLeast' : 'matches', { count: page?.total ?? 0 })}
            </Text>
          )
        }
      />
      {props.children}
    </Stack>
  );
}
