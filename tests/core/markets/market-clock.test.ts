import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_MARKET_TIME_ZONE, LoadHome, MarketClock, marketDay } from '../../../core/index.js';
import { harness } from '../harness.js';

/** A device clock the test sets: three days ahead of the server, as a phone may be. */
const deviceAt = (iso: string) => {
  let now = Date.parse(iso);
  return { now: () => now, move: (ms: number) => (now += ms) };
};

describe('the market clock', () => {
  it('reads India’s day on the device’s clock until the server has answered', () => {
    const device = deviceAt('2026-11-19T20:00:00Z'); // 01:30 on the 20th in India
    const clock = new MarketClock(device.now);
    expect(clock.timeZone).toBe(DEFAULT_MARKET_TIME_ZONE);
    expect(clock.today()).toBe('2026-11-20');
  });

  it('follows the server’s time and zone, not the phone’s clock days off', () => {
    const device = deviceAt('2026-11-23T02:50:00Z'); // the phone runs three days ahead
    const clock = new MarketClock(device.now);
    const seen: number[] = [];
    clock.reading$.subscribe((reading) => seen.push(reading.offsetMs));
    clock.learn({ serverTime: '2026-11-20T02:50:00.000Z', timeZone: 'Asia/Kolkata' });
    expect(clock.now()).toBe(Date.parse('2026-11-20T02:50:00Z'));
    expect(clock.today()).toBe('2026-11-20');
    // It runs on with the device's clock.
    device.move(21 * 60 * 60 * 1000);
    expect(clock.today()).toBe('2026-11-21');
    // A second answer a few milliseconds off is the same reading: screens are not told again.
    clock.learn({ serverTime: Date.parse('2026-11-20T23:50:00.300Z'), timeZone: 'Asia/Kolkata' });
    expect(seen).toHaveLength(2);
  });

  it('keeps what it knew when an answer’s time or zone cannot be read', () => {
    const device = deviceAt('2026-11-20T06:30:00Z');
    const clock = new MarketClock(device.now);
    clock.learn({ serverTime: '2026-11-18T06:30:00Z', timeZone: 'America/New_York' });
    clock.learn({ serverTime: 'yesterday', timeZone: 42 });
    clock.learn({});
    expect(clock.timeZone).toBe('America/New_York');
    expect(clock.today()).toBe('2026-11-18');
  });

  it('reads India’s zone where the server names one this runtime does not know', () => {
    const clock = new MarketClock(deviceAt('2026-11-19T20:00:00Z').now);
    clock.learn({ timeZone: 'Mars/Olympus' });
    expect(clock.timeZone).toBe(DEFAULT_MARKET_TIME_ZONE);
    expect(clock.today()).toBe('2026-11-20');
  });
});

describe('market days', () => {
  it('are the zone’s calendar day, whatever the host’s zone', () => {
    const at = Date.parse('2026-11-19T18:30:00Z'); // midnight in India
    expect(marketDay(at, 'Asia/Kolkata')).toBe('2026-11-20');
    expect(marketDay(at - 1, 'Asia/Kolkata')).toBe('2026-11-19');
    expect(marketDay(at, 'UTC')).toBe('2026-11-19');
  });

  it('move on the calendar across months, years and a leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-20', -7)).toBe('2026-11-13');
  });
});

describe('home teaches the market clock', () => {
  it('with the server’s time and zone as home sends them, through the market port', async () => {
    const h = harness();
    const device = deviceAt('2026-11-23T02:50:00Z'); // the phone runs three days ahead
    const clock = new MarketClock(device.now);
    h.markets.reply('home', {
      result: [],
      server_time: '2026-11-19T20:00:00.000Z', // 01:30 on the 20th in India, 15:00 on the 19th in New York
      time_zone: 'America/New_York',
      time_zone_offset: -300,
    });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage, clock).run();
    expect(home).toMatchObject({ ok: true, value: { timeZone: 'America/New_York', timeZoneOffset: -300 } });
    expect(clock.timeZone).toBe('America/New_York');
    expect(clock.today()).toBe('2026-11-19');
    // An older server's home (no time, no zone) leaves what the clock knew; so does a zone of blanks.
    h.markets.reply('home', { result: [], time_zone: '  ' });
    await new LoadHome(h.markets.api, h.policy, h.storage, clock).run();
    expect([clock.timeZone, clock.today()]).toEqual(['America/New_York', '2026-11-19']);
  });
});
