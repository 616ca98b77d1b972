import type { Sql } from '../../db/database.js';
import { KeyedRefusal } from '../platform/refusal.js';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday (0 Sunday … 6 Saturday) of a 'YYYY-MM-DD' day, whatever the server's zone. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Why a market is closed on a day: a holiday (its reason), or its weekly off-day. */
export interface Closure {
  kind: 'holiday' | 'off-day';
  reason: string;
}

/**
 * How each market is closed on a day, for the markets that are. A holiday's own reason wins
 * over the weekly off-day.
 */
export async function closureDetailsOn(db: Sql, day: string, market?: string): Promise<Map<string, Closure>> {
  const weekday = weekdayOf(day);
  const rows = await db.query<{ market: string; kind: Closure['kind']; reason: string }>(
    `select market, 'holiday' as kind, reason from market_holidays where day = $1 and ($3::text is null or market = $3)
     union all
     select market, 'off-day' as kind, 'Weekly off-day (' || $4 || ')' from market_off_days
     where weekday = $2 and ($3::text is null or market = $3)
       and not exists (select 1 from market_holidays h where h.market = market_off_days.market and h.day = $1)`,
    [day, weekday, market ?? null, WEEKDAYS[weekday]],
  );
  return new Map(rows.map(({ market, kind, reason }) => [market, { kind, reason }]));
}

/** Why each market is closed on a day, for the markets that are: a holiday's reason, or its weekly off-day. */
export async function closuresOn(db: Sql, day: string, market?: string): Promise<Map<string, string>> {
  const details = await closureDetailsOn(db, day, market);
  return new Map([...details].map(([name, closure]) => [name, closure.reason]));
}

/** place-bet: a market closed today takes no bids, and says why. */
export async function refuseIfClosed(tx: Sql, market: string, day: string): Promise<void> {
  const reason = (await closuresOn(tx, day, market)).get(market);
  if (reason === undefined) return;
  const values = { market, reason };
  throw new KeyedRefusal('marketClosedToday', values);
}
