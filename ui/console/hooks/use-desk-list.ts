import { useEffect, useRef, useState } from 'react';
import type { ConsolePage, DeskFilters, DeskOrder, OperatorOutcome } from 'matka-core/console';
import type { StatusChoice } from '../components/status-filter.js';
import { useLiveCounts } from './live-counts.js';
import { useConsoleQuery } from './use-console-query.js';

/** What the cashier typed to narrow a desk: a search (mobile, name or UTR) and an amount range in rupees. */
export interface DeskSearch {
  search: string;
  min: string;
  max: string;
}

export const NO_SEARCH: DeskSearch = { search: '', min: '', max: '' };

/**
 * A desk's list: its status filter, search, amount range, order (oldest pending first unless
 * newest is chosen) and page, loaded again whenever the live count of its pending requests
 * or of their claims changes (a request arrived, another cashier decided one, or opened one
 * for review). The search and range are applied on the server, so they reach every page.
 */
export function useDeskList<R>(
  load: (query: DeskFilters & { page: number }) => Promise<OperatorOutcome<ConsolePage<R>>>,
  counted: 'pendingDeposits' | 'pendingWithdrawals',
) {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [searched, setSearched] = useState<DeskSearch>(NO_SEARCH);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<DeskOrder>('oldest');
  // Counts the clears, so the search bar starts again from empty fields.
  const [cleared, setCleared] = useState(0);
  const query = useConsoleQuery(load, {
    status: status === 'all' ? undefined : status,
    page,
    // Oldest first is the server's own order: only the other is asked for.
    ...(order === 'newest' ? { order } : {}),
    ...searched,
  });
  const counts = useLiveCounts();
  const pending = counts?.[counted];
  const claimed = counts?.[counted === 'pendingDeposits' ? 'claimedDeposits' : 'claimedWithdrawals'];
  const live = pending === undefined ? undefined : `${pending}/${claimed ?? 0}`;
  const seen = useRef(live);
  const { reload } = query;
  useEffect(() => {
    if (seen.current !== undefined && live !== seen.current) reload();
    seen.current = live;
  }, [live, reload]);
  const filter = (next: StatusChoice) => {
    setStatus(next);
    setPage(1);
  };
  const sort = (next: DeskOrder) => {
    setOrder(next);
    setPage(1);
  };
  const search = (next: DeskSearch) => {
    setSearched(next);
    setPage(1);
    // The same search again (Enter pressed twice) asks the server again.
    reload();
  };
  /** Every request again: no search, no range, every status. */
  const clear = () => {
    setStatus('all');
    setCleared((n) => n + 1);
    search(NO_SEARCH);
  };
  const state = query.state;
  /** The filters refused as typed (an amount that is not rupees, a range upside down): the field and why. */
  const invalid = state.status === 'failed' && state.failure.kind === 'invalid' ? state.failure : undefined;
  const searching = searched.search.trim() !== '' || searched.min.trim() !== '' || searched.max.trim() !== '';
  return {
    ...query,
    status,
    filter,
    order,
    sort,
    searched,
    search,
    clear,
    cleared,
    searching,
    invalid,
    page,
    setPage,
    pending,
  };
}
