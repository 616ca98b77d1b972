import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OperatorFailure } from '../../../core/index.js';
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
          label={text(props.label)}
          placeholder={text('deskSearchPlaceholder')}
          type="search"
          w={250}
        />
        <TextInput {...field('min')} label={text('minAmount')} inputMode="decimal" w={100} />
        <TextInput {...field('max')} label={text('maxAmount')} inputMode="decimal" w={100} />
        <Button type="submit" size="xs" mt={21}>
          {text('search')}
        </Button>
        {typedSomething && (
          <Button
            variant="subtle"
            size="xs"
            mt={21}
            onClick={() => {
              setTyped(NO_SEARCH);
              props.onSearch(NO_SEARCH);
            }}
          >
            {text('clearSearch')}
          </Button>
        )}
      </Group>
    </ConsoleForm>
  );
}

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
