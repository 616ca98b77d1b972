// The fields of the console's market setup (docs/console-api.md, "Market setup"): each
// refusal is the clear message the operator reads, and a refused call writes nothing.
import * as v from 'valibot';
import { indianRupees, MAX_AMOUNT_PAISE, paiseOfRupees } from 'matka-core/player';
import { MAX_HOLIDAY_REASON } from 'matka-core/console';
import { boundedText } from './request-fields.js';
import { absent, isCalendarDay, sent } from '../requests/request-fields.js';
import { hhmmRefusal, isHhmm } from '../requests/hhmm.js';

/** A liability limit may go a hundred times past one movement: ₹1,00,00,00,000. */
const MAX_LIMIT_PAISE = MAX_AMOUNT_PAISE * 100;

const calendarDay = (label: string) =>
  v.pipe(
    sent<string>(),
    v.check(isCalendarDay, `${label} must be a date like 2026-11-20.`),
    v.transform((value) => value as string),
  );

/** Rupees as typed, as paise; '' or absent is none (null). */
const optionalRupees = (label: string) =>
  v.pipe(
    sent<string | number | undefined>(),
    v.transform((value) =>
      absent(value)
        ? null
        : typeof value === 'string' || typeof value === 'number'
          ? (paiseOfRupees(String(value).trim()) ?? NaN)
          : NaN,
    ),
    v.check(
      (paise) => paise === null || (Number.isFinite(paise) && paise > 0),
      `${label} must be a positive number of rupees, like 50000, or left empty.`,
    ),
    v.check(
      (paise) => paise === null || paise <= MAX_LIMIT_PAISE,
      `${label} must be at most ${indianRupees(MAX_LIMIT_PAISE, { whole: true })}, or left empty.`,
    ),
  );

/** `confirm: true`: go ahead although the market has unsettled bets (the first answer named them). */
const confirmFlag = v.pipe(
  sent<boolean | undefined>(),
  v.check(
    (value) => value === undefined || value === null || typeof value === 'boolean',
    'confirm must be true or false.',
  ),
  v.transform((value) => value === true),
);

export const MarketActive = v.object({
  active: v.pipe(
    sent<boolean>(),
    v.check((value) => typeof value === 'boolean', 'active must be true or false.'),
    v.transform((value) => value as boolean),
  ),
  confirm: confirmFlag,
});

export const OffDays = v.object({
  weekdays: v.pipe(
    sent<number[]>(),
    v.check(
      (days) =>
        Array.isArray(days) &&
        days.length <= 7 &&
        days.every((day) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6),
      'weekdays must be a list of weekday numbers from 0 (Sunday) to 6 (Saturday).',
    ),
    v.transform((days) => [...new Set(days as number[])].sort()),
  ),
  confirm: confirmFlag,
});

export const Holiday = v.object({
  day: calendarDay('day'),
  reason: boundedText('Reason', MAX_HOLIDAY_REASON),
  confirm: confirmFlag,
});

export const HolidayDay = v.object({ day: calendarDay('day') });

export const SlotTimings = v.object({
  timings: v.pipe(
    sent<string[]>(),
    v.check(
      (timings) => Array.isArray(timings) && timings.length > 0 && timings.length <= 48,
      'timings must be a list of 1 to 48 times like "10:00".',
    ),
    v.check((timings) => (timings as unknown[]).every(isHhmm), hhmmRefusal('timing')),
    v.transform((timings) => [...new Set(timings as string[])].sort()),
  ),
});

export const SlotTiming = v.object({
  timing: v.pipe(
    sent<string>(),
    v.check(isHhmm, hhmmRefusal('timing')),
    v.transform((value) => value as string),
  ),
});

/** A liability limit: the most a number pays per session ('' removes the limit), and the largest bid. */
export const LimitCommand = v.pipe(
  v.object({
    timing: v.pipe(
      sent<string | undefined>(),
      v.check((value) => absent(value) || isHhmm(value), hhmmRefusal('timing')),
      v.transform((value) => (absent(value) ? '' : (value as string))),
    ),
    maxPayout: optionalRupees('Maximum payout per number'),
    maxStake: optionalRupees('Maximum stake per bid'),
  }),
  v.check(
    ({ maxPayout, maxStake }) => maxPayout !== null || maxStake === null,
    'Set a maximum payout per number to set a maximum stake per bid.',
  ),
  v.check(
    ({ maxPayout, maxStake }) => maxPayout === null || maxStake === null || maxStake <= maxPayout,
    'The maximum stake per bid cannot be more than the maximum payout per number.',
  ),
);
