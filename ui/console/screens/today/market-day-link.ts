import type { MarketDayRef } from 'matka-core/console';

/** The results desk's address of a market day: /today/desk?market=…&kind=…&session=… (or timing=…), &day=… for an earlier day. */
export function marketDayPath(day: MarketDayRef): string {
  const query = new URLSearchParams({ market: day.market, kind: day.kind });
  if (day.session) query.set('session', day.session);
  if (day.timing) query.set('timing', day.timing);
  if (day.day) query.set('day', day.day);
  return `/today/desk?${query.toString()}`;
}

/** The market day of the desk's address, or undefined when it names none. */
export function marketDayOfQuery(query: URLSearchParams): MarketDayRef | undefined {
  const market = query.get('market');
  const kind = query.get('kind');
  if (!market || (kind !== 'main' && kind !== 'starline' && kind !== 'jackpot')) return undefined;
  const session = query.get('session');
  const timing = query.get('timing');
  const day = query.get('day');
  return {
    market,
    kind,
    ...(session === 'open' || session === 'close' ? { session } : {}),
    ...(timing ? { timing } : {}),
    // An earlier day's desk (a malformed day is left out: the desk is today's).
    ...(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}),
  };
}
