import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { OperatorFailure } from 'matka-core/console';
import { NO_SEARCH, type DeskSearch } from '../hooks/use-desk-list.js';
import { useConsoleText } from '../hooks/use-console-text.js';
import type { ConsoleKey } from '../i18n/en.js';
import { ConsoleForm } from './console-form.js';

/**
 * A desk's search (a part of a mobile, a name or a UTR) and amount range, sent with Enter or
 * Search; the server filters, so it reaches every page. A refused amount says why beside it.
 */
export function DeskSearchBar(props: {
  searched: DeskSearch;
  invalid: Extract<OperatorFailure, { kind: 'invalid' }> | undefined;
  onSearch: (search: DeskSearch) => void;
  label: ConsoleKey;
}) {
  const text = useConsoleText();
  const [typed, setTyped] = useState<DeskSearch>(props.searched);
  const searchField = useRef<HTMLInputElement>(null);
  // '/' takes the cursor to the search (not while typing in a field: useHotkeys leaves fields alone).
  useHotkeys([
    [
      '/',
      (event) => {
        event.preventDefault();
        searchField.current?.focus();
        searchField.current?.select();
      },
    ],
  ]);
  const field = (name: keyof DeskSearch) => ({
    value: typed[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setTyped({ ...typed, [name]: event.currentTarget.value }),
    error: props.invalid?.field === name ? text(props.invalid.message) : undefined,
    size: 'xs' as const,
  });
  const typedSomething = typed.search !== '' || typed.min !== '' || typed.max !== '';
  return (
    <ConsoleForm onSubmit={() => props.onSearch(typed)}>
      <Group gap="xs" align="flex-start" wrap="nowrap" role="search">
        <TextInput
          {...field('search')}
          ref={searchField}
          aria-label={text(props.label)}
          aria-keyshortcuts="/"
          placeholder={text(props.label)}
          title={text('searchKeyHint')}
          enterKeyHint="search"
          w={230}
          // The way back: every field emptied, every request again (the status stays).
          rightSection={
            typedSomething && (
              <CloseButton
                size="sm"
                aria-label={text('clearSearch')}
                onClick={() => {
                  setTyped(NO_SEARCH);
                  props.onSearch(NO_SEARCH);
                }}
              />
            )
          }
        />
        <TextInput {...field('min')} {...amountLabel(text('minAmount'))} />
        <TextInput {...field('max')} {...amountLabel(text('maxAmount'))} />
        <Button type="submit" size="xs">
          {text('search')}
        </Button>
      </Group>
    </ConsoleForm>
  );
}

/** An amount field's label inside it, seen while typing: the toolbar keeps to one line. */
const amountLabel = (label: string) => ({
  'aria-label': label,
  leftSection: (
    <Text size="xs" c="dimmed" aria-hidden>
      {label}
    </Text>
  ),
  leftSectionWidth: 46,
  inputMode: 'decimal' as const,
  w: 100,
});

/** An empty page of a desk: a search that matched nothing says so, with the way back to every request. */
export function DeskEmpty(props: { searched: DeskSearch; searching: boolean; empty: string; onClear: () => void }) {
  const text = useConsoleText();
  if (!props.searching)
    return (
      <Text c="dimmed" ta="center" py="md">
        {props.empty}
      </Text>
    );
  const search = props.searched.search.trim();
  return (
    <Stack align="center" gap="xs" py="lg" role="status">
      <Text fw={600}>{search ? text('noMatchSearch', { search }) : text('noMatchFilters')}</Text>
      <Button variant="light" size="xs" onClick={props.onClear}>
        {text('showAll')}
      </Button>
    </Stack>
  );
}
