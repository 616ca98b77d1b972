/**
 * The market's clock, read in a named IANA zone whatever the host's or the phone's zone is:
 * what a clock on the wall in that zone shows at a moment, and the moment it shows given
 * fields. The server (every market time, day, cut-off and report day) and the app (the
 * market's today, a phone told which clock the times are on) both read time through it.
 */

/** What a wall clock shows: the calendar date (month from 1) and the time, to the second. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** What a clock on the wall in `zone` shows at `moment`. Throws a RangeError for a zone the runtime does not know. */
export function wallTime(moment: Date, zone: string): WallTime {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far a clock in `zone` is ahead of UTC at `moment`, in milliseconds (India: 19,800,000). */
export function zoneOffsetMs(zone: string, moment: Date): number {
  const wall = wallTime(moment, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (moment.getTime() - moment.getUTCMilliseconds());
}

/**
 * The moment a clock on the wall in `zone` shows `wall` (month from 1; a day or month past its
 * end rolls over, as `Date.UTC` does).
 */
export function momentOnWall(
  zone: string,
  wall: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
): Date {
  const asIfUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  // The zone's offset at a first guess, then at the answer, so a change of offset between
  // the two (summer time in zones that have it) lands on the right side.
  let moment = asIfUtc - zoneOffsetMs(zone, new Date(asIfUtc));
  moment = asIfUtc - zoneOffsetMs(zone, new Date(moment));
  return new Date(moment);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day ('YYYY-MM-DD') a clock in `zone` shows at `moment`. */
export function dayOnWall(moment: Date, zone: string): string {
  const wall = wallTime(moment, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** A moment as a clock in `zone` shows it: 'YYYY-MM-DD HH:MM', or with `:SS` when `seconds`. */
export function stampOnWall(moment: Date, zone: string, seconds = false): string {
  const wall = wallTime(moment, zone);
  const minutes = `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
  return seconds ? `${minutes}:${pad(wall.second)}` : minutes;
}
