import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { defaultRange, MarketClock, type DateRange } from 'matka-core/player';
import { useService } from './container-context.js';

/**
 * The market's clock (the server's time, the market's zone): the screen renders again when the
 * server's answer moves it, so a default that was read from the phone's clock before the first
 * answer follows the server's once it has come.
 */
export function useMarketClock(): MarketClock {
  const clock = useService(MarketClock);
  useObservableState(clock.reading$);
  return clock;
}

/**
 * A history's dates and page: the market's last 7 days until the player picks others (they
 * follow the server's first answer, and India's midnight), and page 1 whenever the range moves,
 * so a page number is never read against other days.
 */
export function useHistoryRange() {
  const clock = useMarketClock();
  const { from, to } = defaultRange(clock.now(), clock.timeZone);
  // The same object while its days stay: the history's request follows it.
  const defaults = useMemo(() => ({ from, to }), [from, to]);
  const [chosen, setRange] = useState<DateRange | undefined>(undefined);
  const range = chosen ?? defaults;
  const days = `${range.from}/${range.to}`;
  const [paged, setPaged] = useState({ days, page: 1 });
  const page = paged.days === days ? paged.page : 1;
  const setPage = (next: number) => setPaged({ days, page: next });
  return { range, setRange, page, setPage };
}
