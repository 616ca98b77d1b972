// The fields requests carry, as valibot schemas. Each refusal is the one the player reads;
// the rules themselves (mobile, OTP, password, name, amounts) are core's. Each field reads
// anything that arrives and says what the app sends (`sentAs`), for the adapters' payload types.
import * as v from 'valibot';
import {
  indianRupees,
  isValidMobile,
  isValidOtp,
  type MessageKey,
  MAX_AMOUNT_PAISE,
  nameError,
  paiseOfRupees,
  passwordError,
} from 'matka-core/player';
import { hhmmRefusal, isHhmm } from './hhmm.js';
import { said } from './refusal-words.js';

/**
 * A field as the app sends it: `In` is the type the adapters are held to (see `RequestBody`),
 * while the schema itself still reads anything, so whatever arrives is refused in the player's words.
 */
export const sentAs =
  <In>() =>
  <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
    schema as unknown as v.GenericSchema<In, v.InferOutput<S>>;

/**
 * The start of a field's pipe: what the app sends (`In`), for the adapters' payload types; the
 * checks that follow still read it as anything (`unknown`), since a request may carry anything.
 */
export const sent = <In>() => v.unknown() as unknown as v.GenericSchema<In, unknown>;

export const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Text or a number, trimmed; missing is refused with `missing` (the field's own key, so the
 * app names the field in the player's language), another type by name.
 */
export const required = (label: string, missing: MessageKey) =>
  sentAs<string | number>()(
    v.pipe(
      v.unknown(),
      v.check((value) => !absent(value), said(missing)),
      v.check(
        (value) => typeof value === 'string' || typeof value === 'number',
        said('fieldNotText', { field: label }),
      ),
      v.transform((value) => String(value).trim()),
    ),
  );

/**
 * A typed field with limits; a hint (the existing apps' own words, a catalogue text made by `said`)
 * stands for every way it can be wrong: only the hint can say what a pattern allows.
 */
export const typed = (
  label: string,
  missing: MessageKey,
  { min = 1, max, pattern, hint }: { min?: number; max: number; pattern?: RegExp; hint: string },
) =>
  sentAs<string>()(
    v.pipe(
      required(label, missing),
      v.check((value) => value.length <= max && value.length >= min && (!pattern || pattern.test(value)), hint),
    ),
  );

export const mobile = sentAs<string>()(
  v.pipe(required('Mobile number', 'mobileRequired'), v.check(isValidMobile, said('enterValidMobile'))),
);

export const otp = sentAs<string>()(v.pipe(required('OTP', 'otpRequired'), v.check(isValidOtp, said('enterValidOtp'))));

/** A player's name: core's rule, and room for 60 characters. */
export const name = sentAs<string>()(
  v.pipe(
    required('Name', 'nameRequired'),
    v.check((value) => value.length <= 60 && !nameError(value), said('enterValidName')),
  ),
);

/** A password as typed (never trimmed): long enough for its purpose, and short enough to hash. */
export const password = (purpose: 'login' | 'new') =>
  sentAs<string>()(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => typeof value === 'string' && !passwordError(value, purpose),
        said(purpose === 'login' ? 'enterValidPassword' : 'enterValidSignupPassword'),
      ),
      v.transform((value) => value as string),
      v.check((value) => value.length <= 128, said('passwordTooLong', { max: 128 })),
    ),
  );

/** The keys of an amount's three rules, by what it is: a deposit's or transfer's, or a daily limit. */
const AMOUNT_KEYS = {
  amount: ['amountNotRupees', 'amountNotPositive', 'amountTooLarge'],
  dailyLimit: ['dailyLimitNotRupees', 'dailyLimitNotPositive', 'dailyLimitTooLarge'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey, MessageKey]>;

/** Rupees (sent as '500' or 500) as paise: positive, at most two decimals, no more than ₹1,00,00,000. */
export const amount = (what: keyof typeof AMOUNT_KEYS = 'amount') => {
  const [notRupees, notPositive, tooLarge] = AMOUNT_KEYS[what];
  return sentAs<string | number>()(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        paiseOfRupees(typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''),
      ),
      v.check((paise) => paise !== undefined, said(notRupees)),
      v.transform((paise) => paise!),
      v.check((paise) => paise > 0, said(notPositive)),
      v.check(
        (paise) => paise <= MAX_AMOUNT_PAISE,
        said(tooLarge, { max: indianRupees(MAX_AMOUNT_PAISE, { whole: true }) }),
      ),
    ),
  );
};

/** A whole positive number (a page); 1 when absent. */
export const page = (fieldName: string) =>
  sentAs<string | number | undefined>()(
    v.pipe(
      v.unknown(),
      v.transform((value) => (absent(value) ? 1 : Number(value))),
      v.check(
        (number) => Number.isInteger(number) && number >= 1 && number <= 100_000,
        said('pageNumberRange', { field: fieldName, max: 100_000 }),
      ),
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
export const dayRefusal = (fieldName: string) => said('dateLike', { field: fieldName });
export const dayOrUndefined = (value: unknown) => (absent(value) ? undefined : (value as string));

/** Short plain text (an id, a timing), or '' when absent. */
export const optionalWord = (fieldName: string, max: number) =>
  sentAs<string | undefined>()(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => absent(value) || (typeof value === 'string' && value.length <= max && /^[\w:.@ -]+$/.test(value)),
        said('shortWordOrNothing', { field: fieldName, max }),
      ),
      v.transform((value) => (absent(value) ? '' : (value as string).trim())),
    ),
  );

/** "HH:MM" in 24-hour server time. */
export const hhmm = (fieldName: string) =>
  sentAs<string>()(
    v.pipe(
      v.unknown(),
      v.check(isHhmm, hhmmRefusal(fieldName)),
      v.transform((value) => value as string),
    ),
  );

/** A field read as text whatever it is (missing is ''), for a service that knows what it wants. */
export const asText = sentAs<string | number | undefined>()(
  v.pipe(
    v.unknown(),
    v.transform((value) => String(value ?? '')),
  ),
);

/** One of a few words, or the refusal that names them. */
export const oneOf = <const T extends string>(words: readonly T[], refusal: string) =>
  sentAs<T>()(
    v.pipe(
      v.unknown(),
      v.check((value) => words.includes(value as T), refusal),
      v.transform((value) => value as T),
    ),
  );
