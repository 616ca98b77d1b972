/**
 * The market's time zone, as the player app names it (docs/deliberate-differences.md). The server reads every
 * market time ("15:30"), bet time and passbook time in the market's zone (MARKET_TIME_ZONE,
 * India by default) and names it in home's `time_zone`. A player whose phone keeps another
 * clock (a traveller, a player abroad) could read "15:30" as their own 15:30: the app says
 * which clock the times are on, whenever the phone's clock reads otherwise.
 */
import { dayOnWall, zoneOffsetMs } from './wall-clock.js';

/** The zone home named, when it is an IANA zone this runtime knows; else undefined (an older server names none). */
export function knownTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone.trim() === '') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** How many minutes a clock in `zone` is ahead of UTC at `at` (India: 330). */
export function offsetMinutes(zone: string, at: Date): number {
  return Math.round(zoneOffsetMs(zone, at) / 60_000);
}

/** The day ('YYYY-MM-DD') a clock in `zone` shows at `epochMs`, whatever the device's zone. */
export function marketDay(epochMs: number, zone: string): string {
  return dayOnWall(new Date(epochMs), zone);
}

/** The day `days` after `day` ('YYYY-MM-DD'; negative: before), on the calendar alone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Whether a phone in `deviceZone` reads the market's times as the market does at `at`: the same
 * offset from UTC, whatever the zone is called (Asia/Calcutta and Asia/Colombo read India's
 * clock too). A phone whose zone is unknown is taken to read another clock.
 */
export function readsMarketClock(marketZone: string, deviceZone: string | undefined, at: Date): boolean {
  const device = knownTimeZone(deviceZone);
  return device !== undefined && offsetMinutes(device, at) === offsetMinutes(marketZone, at);
}

/**
 * Whether the phone's clock reads the market's at `at`, told from the two offsets alone: the
 * market's as the server gave it (home's time_zone_offset), the phone's from its own clock. It
 * needs no Intl, whose date formatting loads its data the first time it is used (20–45 ms on a
 * phone, in the app's start); where the offsets differ, or the server gave none, marketZoneNote
 * decides and names the zone. The server's offset is that of its answer: a change of summer time
 * since then is read by marketZoneNote at the next home.
 */
export function readsMarketOffset(marketOffsetMinutes: number | undefined, at: Date): boolean {
  return marketOffsetMinutes !== undefined && marketOffsetMinutes === -at.getTimezoneOffset();
}

const zoneNamePart = (zone: string, locale: string, style: 'long' | 'shortOffset' | 'longOffset', at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * A zone's name for a player: its name in the player's language from Intl, with its offset from
 * GMT written the one way every phone shows it ('India Standard Time (GMT+5:30)',
 * 'भारतीय मानक समय (GMT+5:30)'). A zone Intl has no name for in that language is its offset alone.
 */
export function zoneName(zone: string, locale: string, at: Date): string {
  const offset = zoneNamePart(zone, 'en', 'shortOffset', at) || 'GMT';
  let name: string;
  try {
    name = zoneNamePart(zone, locale, 'long', at);
    // A language Intl has no name in gives the offset back ('GMT+05:30', '[GMT]+०५:३०').
    if ([zoneNamePart(zone, locale, 'shortOffset', at), zoneNamePart(zone, locale, 'longOffset', at)].includes(name))
      name = '';
  } catch {
    name = '';
  }
  return name && name !== offset ? `${name} (${offset})` : offset;
}

/**
 * What the app says beside market times: the market zone's name, when the phone's clock reads
 * otherwise at `at`; undefined when it reads the market's clock (most players: the note would
 * only take room) or when the server named no zone.
 */
export function marketZoneNote(
  marketZone: string | undefined,
  device: { zone: string | undefined; locale: string },
  at: Date,
): string | undefined {
  const zone = knownTimeZone(marketZone);
  if (!zone || readsMarketClock(zone, device.zone, at)) return undefined;
  return zoneName(zone, device.locale, at);
}
