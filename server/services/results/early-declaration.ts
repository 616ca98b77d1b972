import { MINUTES_PER_DAY } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import type { MarketDay } from '../markets/market-day.js';
import type { Markets } from '../markets/markets.js';
import { Refusal } from '../platform/refusal.js';

/** "HH:MM" of minutes after midnight. */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When a market day's draw is due: a main market's open or close time, a starline slot's time, a jackpot's close time. */
export function drawTimeOf(day: MarketDay): string {
  if (day.scope === 'open') return day.market.open_time;
  if (day.scope === 'slot') return day.timing;
  return day.market.close_time;
}

/**
 * Whether declaring now would come before the draw: the server's time of day, the draw's,
 * and `early` when the draw is still to come (only today: an earlier day's draws are past).
 */
export function drawClock(markets: Markets, day: MarketDay) {
  const drawTime = drawTimeOf(day);
  const moment = markets.momentOf(day.market);
  const early = day.day === moment.day && moment.minutes < markets.minutesOfMarketDay(day.market, drawTime);
  return { now: hhmm(markets.nowMinutes()), drawTime, early };
}

/** What the draw is, in the refusal's words: "KALYAN opens at 15:45". */
function drawWords(day: MarketDay, drawTime: string): string {
  if (day.scope === 'open') return `${day.market.name} opens at ${drawTime}`;
  if (day.scope === 'close') return `${day.market.name} closes at ${drawTime}`;
  return `${day.market.name} draws at ${drawTime}`;
}

/**
 * The other path a refusal before the draw points to: a result already drawn is an earlier
 * day's, the day its session opened on (which day that is, the operator knows: a night market's
 * session past midnight is still the day before's).
 */
const EARLIER_DAY_WORDS =
  'A result drawn on an earlier day is declared for that day: send its day (day: "YYYY-MM-DD").';

/**
 * A declaration before the draw is refused unless the request says `early: true`: the
 * operator has seen the warning and ticked it. Declaring closes the session's betting in the
 * same transaction (a declared session takes no bids whatever the clock says, and a bid in
 * flight holds the market day's lock shared), so no bid arrives after the result is known.
 */
export function refuseUnannouncedEarly(markets: Markets, day: MarketDay, early: boolean): { early: boolean } {
  const clock = drawClock(markets, day);
  if (clock.early && !early)
    throw new Refusal(
      `It is ${clock.now}; ${drawWords(day, clock.drawTime)}: the draw has not happened. Declaring now settles bets placed before the draw; to do it anyway, declare with early: true. ${EARLIER_DAY_WORDS}`,
    );
  return { early: clock.early };
}

/** What a declaration fills in: a main market's open or close pana, a jackpot's jodi. */
type ResultColumn = 'open_pana' | 'close_pana' | 'jodi';

/** The oldest earlier market day of this market and session with no result and bets still waiting on it. */
export async function oldestUnresolvedBefore(
  db: Sql,
  day: MarketDay,
  column: ResultColumn,
): Promise<{ day: string; bets: number } | undefined> {
  const [row] = await db.query<{ day: string; bets: number }>(
    `select b.day, count(*)::int as bets
     from bets b
     left join results r on r.market = b.market and r.day = b.day and r.timing = b.timing
     where b.market = $1 and b.timing = $2 and b.day < $3 and b.status = 'PENDING' and r.${column} is null
     group by b.day order by b.day limit 1`,
    [day.market.name, day.timing, day.day],
  );
  return row;
}

/**
 * A declaration for today before today's draw, while an earlier day's same session still has no
 * result and bets waiting on it, is refused, early: true or not: past midnight, "the result" an
 * operator holds is last night's, and declaring it on the new day would settle the wrong bets
 * and close the new day's betting. The refusal names the day the result belongs to.
 */
export async function refuseWhileEarlierUnresolved(
  db: Sql,
  markets: Markets,
  day: MarketDay,
  column: ResultColumn,
): Promise<void> {
  const clock = drawClock(markets, day);
  if (!clock.early) return;
  const earlier = await oldestUnresolvedBefore(db, day, column);
  if (!earlier) return;
  const session = day.scope === 'open' || day.scope === 'close' ? ` ${day.scope}` : day.timing ? ` ${day.timing}` : '';
  throw new Refusal(
    `${day.market.name}${session} on ${earlier.day} has no result, and ${earlier.bets} ${earlier.bets === 1 ? 'bet waits' : 'bets wait'} on it; the draw of ${day.day} (${clock.drawTime}${markets.minutesOfMarketDay(day.market, clock.drawTime) >= MINUTES_PER_DAY ? ' the next morning' : ''}) is still to come. A result drawn on ${earlier.day} is declared for that day: send day: "${earlier.day}" (in the console, open its desk under Earlier days), or void that day first.`,
  );
}
