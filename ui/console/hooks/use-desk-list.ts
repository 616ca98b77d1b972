import { useEffect, useRef, useState } from 'react';
import type { ConsolePage, DeskQuery, OperatorOutcome } from '../../../core/index.js';
import type { StatusChoice } from '../components/status-filter.js';
import { useLiveCounts } from './live-counts.js';
import { useConsoleQuery } from './use-console-query.js';

/**
 * A desk's list: its status filter and page, loaded again whenever the live count of its
 * pending requests changes (a request arrived, or another cashier decided one).
 */
export function useDeskList<R>(
  load: (query: DeskQuery) => Promise<OperatorOutcome<ConsolePage<R>>>,
  counted: 'pendingDeposits' | 'pendingWithdrawals',
) {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [page, setPage] = useState(1);
  const query = useConsoleQuery(load, { status: status === 'all' ? undefined : status, page });
  const pending = useLiveCounts()?.[counted];
  const seen = useRef(pending);
  const { reload } = query;
  useEffect(() => {
    if (seen.current !== undefined && pending !== seen.current) reload();
    seen.current = pending;
  }, [pending, reload]);
  const filter = (next: StatusChoice) => {
    setStatus(next);
    setPage(1);
  };
  return { ...query, status, filter, page, setPage, pending };
}
