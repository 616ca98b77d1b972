import { isSessionless, type Game } from '../numbers/game-of-number.js';

/** A market's day, as the server keeps it: times in minutes after midnight. */
export interface MarketDay {
  openMinutes: number;
  closeMinutes: number;
  openDeclared: boolean;
  closeDeclared: boolean;
}

/** "HH:MM" (24-hour) or "h:mm AM/PM" as minutes after midnight; undefined if neither. */
export function minutesOf(time: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*(AM|PM)?\s*$/i.exec(time);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 23)) return undefined;
  if (half === 'AM' && hours === 12) hours = 0;
  if (half === 'PM' && hours !== 12) hours += 12;
  return hours * 60 + minutes;
}

/**
 * Whether a bid may still be placed (docs/number-rules.md, betting windows): OPEN bids until the open
 * time, CLOSE bids until the close time, and games that need both digits (jodi, the
 * sangams and their boards) until the open time. A declared result closes its session
 * whatever the clock says.
 */
export function acceptsBid(day: MarketDay, game: Game, session: 'OPEN' | 'CLOSE' | '', nowMinutes: number): boolean {
  if (isSessionless(game) || session === 'OPEN') return !day.openDeclared && nowMinutes < day.openMinutes;
  if (session === 'CLOSE') return !day.closeDeclared && nowMinutes < day.closeMinutes;
  return false;
}

/** One draw of a starline slot or a jackpot market: its time in minutes, and whether it is declared. */
export interface Draw {
  minutes: number;
  declared: boolean;
}

/** A one-draw market takes bids until its draw time, or until its result is declared. */
export function drawAcceptsBids(draw: Draw, nowMinutes: number): boolean {
  return !draw.declared && nowMinutes < draw.minutes;
}

/** A draw is due for its result once its time has come, until it is declared. */
export function drawIsDue(draw: Draw, nowMinutes: number): boolean {
  return !draw.declared && nowMinutes >= draw.minutes;
}
