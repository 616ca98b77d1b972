import { describe, expect, it } from 'vitest';
import {
  knownTimeZone,
  LoadHome,
  marketZoneNote,
  offsetMinutes,
  readsMarketClock,
  readsMarketOffset,
  zoneName,
} from '../../../core/index.js';
import { harness } from '../harness.js';

// A winter day and a summer day: New York is 10:30 and 9:30 hours behind India on them.
const WINTER = new Date('2026-11-20T04:30:00Z');
const SUMMER = new Date('2026-07-01T04:30:00Z');

describe('the market’s time zone on home', () => {
  it('is the zone home names (beyond the existing apps’ API), for the app to say which clock the times are on', async () => {
    const h = harness();
    h.markets.reply('home', { result: [], time_zone: 'Asia/Kolkata' });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
    expect(home.ok && home.value.timeZone).toBe('Asia/Kolkata');
  });

  it('is absent when an older server names none', async () => {
    for (const time_zone of [undefined, '', '  ']) {
      const h = harness();
      h.markets.reply('home', { result: [], ...(time_zone === undefined ? {} : { time_zone }), time_zone_offset: 330 });
      const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
      expect(home.ok, String(time_zone)).toBe(true);
      expect(home.ok && home.value, String(time_zone)).not.toHaveProperty('timeZone');
      expect(home.ok && home.value, String(time_zone)).not.toHaveProperty('timeZoneOffset');
    }
  });

  it('is kept as named, unchecked: a zone the phone does not know is not named beside the times', async () => {
    const h = harness();
    h.markets.reply('home', { result: [], time_zone: 'Mars/Olympus_Mons' });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
    expect(home.ok && home.value.timeZone).toBe('Mars/Olympus_Mons');
    expect(marketZoneNote('Mars/Olympus_Mons', { zone: 'America/New_York', locale: 'en' }, WINTER)).toBe(undefined);
  });

  it('comes with its offset from UTC where the server gives one, a whole number of minutes', async () => {
    for (const [time_zone_offset, kept] of [
      [330, 330],
      [-300, -300],
      [undefined, undefined],
      ['330', undefined],
      [5.5, undefined],
    ] as const) {
      const h = harness();
      h.markets.reply('home', { result: [], time_zone: 'Asia/Kolkata', time_zone_offset });
      const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
      expect(home.ok && home.value.timeZoneOffset, String(time_zone_offset)).toBe(kept);
    }
  });

  it('reaches the screens through latest$, like the cards', async () => {
    const h = harness();
    const loadHome = new LoadHome(h.markets.api, h.policy, h.storage);
    const seen: (string | undefined)[] = [];
    loadHome.latest$.subscribe((home) => seen.push(home?.timeZone));
    h.markets.reply('home', { result: [], time_zone: 'America/New_York' });
    await loadHome.run();
    expect(seen).toEqual([undefined, 'America/New_York']);
  });
});

describe('zones', () => {
  it('knows an IANA zone and nothing else', () => {
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(knownTimeZone('UTC')).toBe('UTC');
    for (const other of [undefined, null, 42, '', '  ', 'India', 'Asia/Nowhere'])
      expect(knownTimeZone(other)).toBe(undefined);
  });

  it('tells a zone’s offset from UTC at a moment, summer time included', () => {
    expect(offsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutes('Asia/Kolkata', SUMMER)).toBe(330);
    expect(offsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(offsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(offsetMinutes('Asia/Kathmandu', WINTER)).toBe(345);
    expect(offsetMinutes('UTC', new Date('2026-11-20T04:30:59.999Z'))).toBe(0);
  });

  it('reads the market’s clock on a phone with the same offset, whatever its zone is called', () => {
    expect(readsMarketClock('Asia/Kolkata', 'Asia/Kolkata', WINTER)).toBe(true);
    expect(readsMarketClock('Asia/Kolkata', 'Asia/Calcutta', WINTER)).toBe(true);
    expect(readsMarketClock('Asia/Kolkata', 'Asia/Colombo', WINTER)).toBe(true);
    expect(readsMarketClock('Asia/Kolkata', 'America/New_York', WINTER)).toBe(false);
    expect(readsMarketClock('Asia/Kolkata', 'Asia/Dubai', WINTER)).toBe(false);
    // A phone that does not say its zone may read any clock.
    expect(readsMarketClock('Asia/Kolkata', undefined, WINTER)).toBe(false);
    // London reads UTC's clock in winter, not in summer.
    expect(readsMarketClock('UTC', 'Europe/London', WINTER)).toBe(true);
    expect(readsMarketClock('UTC', 'Europe/London', SUMMER)).toBe(false);
  });

  it('names a zone in the player’s language from Intl, with its offset from GMT', () => {
    expect(zoneName('Asia/Kolkata', 'en', WINTER)).toBe('India Standard Time (GMT+5:30)');
    expect(zoneName('Asia/Kolkata', 'hi', WINTER)).toBe('भारतीय मानक समय (GMT+5:30)');
    expect(zoneName('America/New_York', 'en', WINTER)).toBe('Eastern Standard Time (GMT-5)');
    expect(zoneName('America/New_York', 'en', SUMMER)).toBe('Eastern Daylight Time (GMT-4)');
    // Each of the app's languages gets a name of its own, never a bare English one.
    for (const locale of ['hi', 'kn', 'ml', 'te', 'ta', 'gu', 'mr']) {
      const name = zoneName('Asia/Kolkata', locale, WINTER);
      expect(name, locale).toMatch(/ \(GMT\+5:30\)$/);
      expect(name, locale).not.toContain('India');
    }
  });

  it('names a zone Intl has no name for by its offset alone', () => {
    expect(zoneName('Etc/GMT-4', 'en', WINTER)).toBe('GMT+4');
  });
});

describe('the phone’s clock told from the offsets alone', () => {
  it('reads the market’s clock when its offset is the one the server gave, whatever the zones are called', () => {
    const phoneOffset = -WINTER.getTimezoneOffset();
    expect(readsMarketOffset(phoneOffset, WINTER)).toBe(true);
    expect(readsMarketOffset(phoneOffset + 30, WINTER)).toBe(false);
    // No offset from the server (an older one): not told here, marketZoneNote decides.
    expect(readsMarketOffset(undefined, WINTER)).toBe(false);
  });

  it('follows the phone’s clock into summer time', () => {
    // The test runs in the host's zone (npm test: New York, then UTC): its offset moves or not.
    expect(readsMarketOffset(-SUMMER.getTimezoneOffset(), SUMMER)).toBe(true);
    expect(readsMarketOffset(-WINTER.getTimezoneOffset(), SUMMER)).toBe(
      WINTER.getTimezoneOffset() === SUMMER.getTimezoneOffset(),
    );
  });
});

describe('the note beside market times', () => {
  const at = WINTER;
  it('names the market’s zone on a phone that keeps another clock, in the player’s language', () => {
    expect(marketZoneNote('Asia/Kolkata', { zone: 'America/New_York', locale: 'en' }, at)).toBe(
      'India Standard Time (GMT+5:30)',
    );
    expect(marketZoneNote('Asia/Kolkata', { zone: 'Europe/London', locale: 'ta' }, at)).toBe(
      zoneName('Asia/Kolkata', 'ta', at),
    );
    expect(marketZoneNote('Asia/Kolkata', { zone: undefined, locale: 'en' }, at)).toBe(
      'India Standard Time (GMT+5:30)',
    );
  });

  it('says nothing on a phone that reads the market’s clock, or when the server named no zone', () => {
    expect(marketZoneNote('Asia/Kolkata', { zone: 'Asia/Kolkata', locale: 'en' }, at)).toBe(undefined);
    expect(marketZoneNote('Asia/Kolkata', { zone: 'Asia/Calcutta', locale: 'hi' }, at)).toBe(undefined);
    expect(marketZoneNote(undefined, { zone: 'America/New_York', locale: 'en' }, at)).toBe(undefined);
    expect(marketZoneNote('Not/AZone', { zone: 'America/New_York', locale: 'en' }, at)).toBe(undefined);
  });
});
