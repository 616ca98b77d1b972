import { minutesOf } from '../../../core/index.js';
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
  const now = markets.nowMinutes();
  const early = day.day === markets.today() && now < (minutesOf(drawTime) ?? 0);
  return { now: hhmm(now), drawTime, early };
}

/** What the draw is, in the refusal's words: "KALYAN opens at 15:45". */
function drawWords(day: MarketDay, drawTime: string): string {
  if (day.scope === 'open') return `${day.market.name} opens at ${drawTime}`;
  if (day.scope === 'close') return `${day.market.name} closes at ${drawTime}`;
  return `${day.market.name} draws at ${drawTime}`;
}

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
      `It is ${clock.now}; ${drawWords(day, clock.drawTime)}: the draw has not happened. Declaring now settles bets placed before the draw; to do it anyway, declare with early: true.`,
    );
  return { early: clock.early };
}
