// The market's clock in a named zone, whatever the host's zone (these tests run under
// TZ=America/New_York and TZ=UTC).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOnWall, momentOnWall, stampOnWall, wallTime, zoneOffsetMs } from '../../../core/index.js';

const INDIA = 'Asia/Kolkata';

describe("the market's wall clock", () => {
  it("reads India's wall at a UTC moment, across India's midnight", () => {
    const before = new Date('2026-12-02T18:29:59Z'); // 23:59:59 in India
    const after = new Date('2026-12-02T18:30:00Z'); // 00:00:00 the next day
    expect(wallTime(before, INDIA)).toEqual({ year: 2026, month: 12, day: 2, hour: 23, minute: 59, second: 59 });
    expect(dayOnWall(before, INDIA)).toBe('2026-12-02');
    expect(dayOnWall(after, INDIA)).toBe('2026-12-03');
    expect(stampOnWall(after, INDIA)).toBe('2026-12-03 00:00');
    expect(stampOnWall(before, INDIA, true)).toBe('2026-12-02 23:59:59');
    expect(zoneOffsetMs(INDIA, after)).toBe(330 * 60_000);
  });

  it('finds the moment a wall clock shows, on either side of a change of summer time', () => {
    expect(momentOnWall(INDIA, { year: 2026, month: 12, day: 3 }).toISOString()).toBe('2026-12-02T18:30:00.000Z');
    // New York: 08:00 is UTC-5 before the change of 8 March 2026 and UTC-4 after it.
    expect(momentOnWall('America/New_York', { year: 2026, month: 3, day: 7, hour: 8 }).toISOString()).toBe(
      '2026-03-07T13:00:00.000Z',
    );
    expect(momentOnWall('America/New_York', { year: 2026, month: 3, day: 9, hour: 8 }).toISOString()).toBe(
      '2026-03-09T12:00:00.000Z',
    );
    // A day past the month's end rolls over, as Date.UTC does.
    expect(momentOnWall(INDIA, { year: 2026, month: 2, day: 29 }).toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });

  it('gives back any moment from its wall time, to the second, in zones with one offset all year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(INDIA, 'UTC', 'Asia/Kathmandu'),
        (moment, zone) => {
          const seconds = Math.floor(moment.getTime() / 1000) * 1000;
          expect(momentOnWall(zone, wallTime(moment, zone)).getTime()).toBe(seconds);
        },
      ),
    );
  });

  it('refuses a zone the runtime does not know with a RangeError', () => {
    expect(() => wallTime(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
