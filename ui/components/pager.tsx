import { Button, Group, Text } from '@mantine/core';
import type { Paging } from 'matka-core/player';
import { useText } from '../hooks/use-text.js';

/** Previous and next page of a history, with "page / pages"; hidden when there is one page. */
export function Pager({ paging, onPage }: { paging: Paging; onPage: (page: number) => void }) {
  const text = useText();
  if (paging.totalPages <= 1) return null;
  return (
    <Group justify="center" pb="md">
      <Button
        variant="default"
        disabled={!paging.canPrev}
        onClick={() => onPage(paging.page - 1)}
        aria-label={text('back')}
      >
        ‹
      </Button>
      <Text>
        {paging.page} / {paging.totalPages}
      </Text>
      <Button
        variant="default"
        disabled={!paging.canNext}
        onClick={() => onPage(paging.page + 1)}
        aria-label={text('next')}
      >
        ›
      </Button>
    </Group>
  );
}
