// The fields requests carry, as valibot schemas. Each refusal is the one the player reads;
// the rules themselves (mobile, OTP, password, name, amounts) are core's.
import * as v from 'valibot';
import {
  indianRupees,
  isValidMobile,
  isValidOtp,
  MAX_AMOUNT_PAISE,
  nameError,
  paiseOfRupees,
  passwordError,
} from '../../core/index.js';
import { english } from '../services/platform/english.js';

export const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Text or a number, trimmed; missing or of another type is refused by name. */
export const required = (label: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => !absent(value), `${label} is required.`),
    v.check(
      (value) => typeof value === 'string' || typeof value === 'number',
      `${label} must be text or a number, not a list or an object.`,
    ),
    v.transform((value) => String(value).trim()),
  );

/**
 * A typed field with limits; a hint (the spec's own words) stands for every way it can be
 * wrong. A pattern comes with its hint: only the hint can say what the pattern allows.
 */
export const typed = (
  label: string,
  limits: { min?: number; max: number } & ({ pattern?: undefined; hint?: string } | { pattern: RegExp; hint: string }),
) => {
  const { min = 1, max, pattern, hint } = limits;
  return v.pipe(
    required(label),
    v.check((value) => value.length <= max, hint ?? `${label} is too long (at most ${max} characters).`),
    v.check((value) => value.length >= min, hint ?? `${label} must be at least ${min} characters.`),
    v.check((value) => !pattern || pattern.test(value), hint ?? ''),
  );
};

export const mobile = v.pipe(required('Mobile number'), v.check(isValidMobile, english('enterValidMobile')));

export const otp = v.pipe(required('OTP'), v.check(isValidOtp, english('enterValidOtp')));

/** A player's name: core's rule, and room for 60 characters. */
export const name = v.pipe(
  required('Name'),
  v.check((value) => value.length <= 60 && !nameError(value), english('enterValidName')),
);

/** A password as typed (never trimmed): long enough for its purpose, and short enough to hash. */
export const password = (purpose: 'login' | 'new') =>
  v.pipe(
    v.unknown(),
    v.check(
      (value) => typeof value === 'string' && !passwordError(value, purpose),
      english(purpose === 'login' ? 'enterValidPassword' : 'enterValidSignupPassword'),
    ),
    v.transform((value) => value as string),
    v.check((value) => value.length <= 128, 'Password is too long (at most 128 characters).'),
  );

/** Rupees as paise: positive, at most two decimals, no more than ₹1,00,00,000. */
export const amount = (label = 'Amount') =>
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      paiseOfRupees(typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''),
    ),
    v.check((paise) => paise !== undefined, `${label} must be a positive number of rupees, like 500 or 99.50.`),
    v.transform((paise) => paise!),
    v.check((paise) => paise > 0, `${label} must be more than zero.`),
    v.check(
      (paise) => paise <= MAX_AMOUNT_PAISE,
      `${label} must be at most ${indianRupees(MAX_AMOUNT_PAISE, { whole: true })}.`,
    ),
  );

/** A whole positive number (a page); 1 when absent. */
export const page = (fieldName: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (absent(value) ? 1 : Number(value))),
    v.check(
      (number) => Number.isInteger(number) && number >= 1 && number <= 100_000,
      `${fieldName} must be a whole page number from 1 to 100000.`,
    ),
  );

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not one: Date.parse would roll it over to March). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD', or nothing. */
export const isDayOrAbsent = (value: unknown) => absent(value) || isCalendarDay(value);
export const dayRefusal = (fieldName: string) => `${fieldName} must be a date like 2026-11-20.`;
export const dayOrUndefined = (value: unknown) => (absent(value) ? undefined : (value as string));

/** Short plain text (an id, a timing), or '' when absent. */
export const optionalWord = (fieldName: string, max: number) =>
  v.pipe(
    v.unknown(),
    v.check(
      (value) => absent(value) || (typeof value === 'string' && value.length <= max && /^[\w:.@ -]+$/.test(value)),
      `${fieldName} must be at most ${max} letters, digits, spaces or : . @ _ -, or left out.`,
    ),
    v.transform((value) => (absent(value) ? '' : (value as string).trim())),
  );

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const hhmmRefusal = (fieldName: string) => `${fieldName} must be a 24-hour time like 15:45.`;
export const isHhmm = (value: unknown): value is string => typeof value === 'string' && HHMM.test(value);

/** "HH:MM" in 24-hour server time. */
export const hhmm = (fieldName: string) =>
  v.pipe(
    v.unknown(),
    v.check(isHhmm, hhmmRefusal(fieldName)),
    v.transform((value) => value as string),
  );

/** A field read as text whatever it is (missing is ''), for a service that knows what it wants. */
export const asText = v.pipe(
  v.unknown(),
  v.transform((value) => String(value ?? '')),
);

/** One of a few words, or the refusal that names them. */
export const oneOf = <const T extends string>(words: readonly T[], refusal: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => words.includes(value as T), refusal),
    v.transform((value) => value as T),
  );
