import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import type { ConsolePage } from 'matka-core/console';

interface Place<R> {
  row: R;
  /** Where the row stood on its page when the review reached it. */
  index: number;
}

/**
 * A review walking a desk's list, one request after another, across pages: next and previous,
 * and the request as the list has it now (decided meanwhile by another cashier, say). A
 * request decided here may leave its place (pending requests come first): then the one now
 * in its place is the next, so no request is skipped. Rows `skip` names (claimed by another
 * cashier) are passed by; a page reached by next or previous opens on its first (last) row
 * not passed by.
 */
export function useReviewWalk<R extends { id: string }>(
  page: ConsolePage<R> | undefined,
  setPage: (page: number) => void,
  /** Rows the walk passes by (another cashier's claim): next and previous go to the nearest other. */
  skip: (row: R) => boolean = () => false,
) {
  const [place, setPlace] = useState<Place<R> | undefined>(undefined);
  // A page asked for by next (its first row) or previous (its last), opened once it arrives.
  const [jump, setJump] = useState<{ page: number; to: 'first' | 'last' } | undefined>(undefined);
  const rows = page?.rows ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  if (jump && page && page.page === jump.page) {
    setJump(undefined);
    if (page.rows.length > 0) {
      const indexes = page.rows.map((_, i) => i);
      if (jump.to === 'last') indexes.reverse();
      const index = indexes.find((i) => !skip(page.rows[i]!)) ?? indexes[0]!;
      setPlace({ row: page.rows[index]!, index });
    }
  }

  const row = place ? (rows.find((r) => r.id === place.row.id) ?? place.row) : undefined;
  const moved = place !== undefined && rows[place.index]?.id !== place.row.id;
  const forward = (from: number) => {
    let i = from;
    while (i < rows.length && skip(rows[i]!)) i++;
    return i;
  };
  const backward = (from: number) => {
    let i = from;
    while (i >= 0 && skip(rows[i]!)) i--;
    return i;
  };
  const nextIndex = place ? forward(moved ? place.index : place.index + 1) : 0;
  const previousIndex = place ? backward(Math.min(place.index, rows.length) - 1) : -1;
  const pageNumber = page?.page ?? 1;
  const hasNext = place !== undefined && (nextIndex < rows.length || pageNumber < pages);
  const hasPrevious = place !== undefined && (previousIndex >= 0 || pageNumber > 1);

  const go = (target: number, to: 'first' | 'last') => {
    setJump({ page: target, to });
    setPage(target);
  };
  const next = () => {
    if (!place) return;
    if (nextIndex < rows.length) setPlace({ row: rows[nextIndex]!, index: nextIndex });
    else if (pageNumber < pages) go(pageNumber + 1, 'first');
  };
  const previous = () => {
    if (!place) return;
    if (previousIndex >= 0) setPlace({ row: rows[previousIndex]!, index: previousIndex });
    else if (pageNumber > 1) go(pageNumber - 1, 'last');
  };

  return {
    row,
    open: (opened: R) => {
      setJump(undefined);
      setPlace({
        row: opened,
        index: Math.max(
          0,
          rows.findIndex((r) => r.id === opened.id),
        ),
      });
    },
    close: () => {
      setJump(undefined);
      setPlace(undefined);
    },
    /** The request as a decision answered it: shown at once, before the list is read again. */
    update: (decided: R) => setPlace((p) => (p && p.row.id === decided.id ? { ...p, row: decided } : p)),
    next: hasNext ? next : undefined,
    previous: hasPrevious ? previous : undefined,
    position:
      place && page
        ? { n: (pageNumber - 1) * page.pageSize + place.index + 1, total: page.total, capped: page.capped === true }
        : undefined,
  };
}

/**
 * A review's keys: J or → next, K or ← previous, A approve, R reject. None fires while the
 * focus is in a field (Mantine's useHotkeys ignores inputs, text areas and selects), with a
 * modifier (Ctrl+R still reloads), or while `enabled` is false (a dialog on top of the
 * review); a held A or R decides once, not on every repeat.
 */
export function useReviewKeys(
  enabled: boolean,
  keys: {
    next?: (() => void) | undefined;
    previous?: (() => void) | undefined;
    approve?: (() => void) | undefined;
    reject?: (() => void) | undefined;
  },
) {
  const move = (action: (() => void) | undefined) => () => action?.();
  const once = (action: (() => void) | undefined) => (event: KeyboardEvent) => {
    if (!event.repeat) action?.();
  };
  useHotkeys(
    enabled
      ? [
          ['j', move(keys.next)],
          ['ArrowRight', move(keys.next)],
          ['k', move(keys.previous)],
          ['ArrowLeft', move(keys.previous)],
          ['a', once(keys.approve)],
          ['r', once(keys.reject)],
        ]
      : [],
  );
}
