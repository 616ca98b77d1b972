// The fields of the operator console's calls, as valibot schemas: each refusal is the clear
// message the operator reads, and a call refused here has written nothing.
import * as v from 'valibot';
import { indianRupees, MAX_AMOUNT_PAISE, paiseOfRupees } from 'matka-core/player';
import { OPERATOR_ROLES, type OperatorRole } from 'matka-core/console';
import { absent, isCalendarDay, sent } from '../requests/request-fields.js';

/** The most one movement may be, as the refusals name it: ₹1,00,00,000. */
export const MAX_RUPEES_WORDS = indianRupees(MAX_AMOUNT_PAISE, { whole: true });
// Control characters (other than line breaks and tabs) have no place in an operator's words.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Free text (a reason, a title): trimmed, required, bounded, stored as it is. */
export const boundedText = (label: string, max: number) =>
  v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value.trim() !== '', `${label} is required.`),
    v.transform((value) => (value as string).trim()),
    v.check((value) => value.length <= max, `${label} is too long (at most ${max} characters).`),
    v.check((value) => !CONTROL.test(value), `${label} contains control characters.`),
  );

/** The same, or '' when left out. */
export const optionalText = (label: string, max: number) =>
  v.pipe(
    sent<string | undefined>(),
    v.check(
      (value) => absent(value) || v.is(boundedText(label, max), value),
      `${label} must be text of at most ${max} characters.`,
    ),
    v.transform((value) => (absent(value) ? '' : (value as string).trim())),
  );

/** A whole page number from 1; 1 when absent. */
export const page = v.pipe(
  sent<string | number | undefined>(),
  v.transform((value) => (absent(value) ? 1 : Number(value))),
  v.check(
    (number) => Number.isInteger(number) && number >= 1 && number <= 100_000,
    'page must be a page number (1 or more).',
  ),
);

/** Rupees as an operator types them ('500', '99.50') as paise, more than zero. */
export const rupees = (label: string) =>
  v.pipe(
    sent<string | number>(),
    v.transform((value) =>
      typeof value === 'string' || typeof value === 'number' ? paiseOfRupees(String(value).trim()) : undefined,
    ),
    v.check(
      (paise) => paise !== undefined && paise > 0,
      `${label} must be rupees from ₹0.01 to ${MAX_RUPEES_WORDS}, like 500 or 99.50.`,
    ),
    v.check((paise) => paise! <= MAX_AMOUNT_PAISE, `${label} must be at most ${MAX_RUPEES_WORDS}.`),
    v.transform((paise) => paise!),
  );

/** A signed amount: '-250' takes, '500' (or '+500') gives. */
export const signedRupees = (label: string) =>
  v.pipe(
    sent<string | number>(),
    v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')),
    v.check((typed) => /^[-+−]?\d/.test(typed), `${label} must be rupees with a sign, like -250 or 500.`),
    v.transform((typed) => ({
      sign: /^[-−]/.test(typed) ? -1 : 1,
      paise: paiseOfRupees(typed.replace(/^[-+−]/, '')),
    })),
    v.check(
      ({ paise }) => paise !== undefined && paise > 0,
      `${label} must be rupees with a sign, like -250 or 500, and not zero.`,
    ),
    v.check(
      ({ paise }) => paise! <= MAX_AMOUNT_PAISE,
      `${label} must be at most ${MAX_RUPEES_WORDS} either way (to give or to take).`,
    ),
    v.transform(({ sign, paise }) => sign * paise!),
  );

export const mobile = v.pipe(
  sent<string | undefined>(),
  v.check(
    (value) => absent(value) || (typeof value === 'string' && /^\d{10}$/.test(value.trim())),
    'mobile must be a 10-digit mobile number.',
  ),
  v.transform((value) => (absent(value) ? undefined : (value as string).trim())),
);

export const day = (name: string) =>
  v.pipe(
    sent<string | undefined>(),
    v.check((value) => absent(value) || isCalendarDay(value), `${name} must be a date like 2026-11-20.`),
    v.transform((value) => (absent(value) ? undefined : (value as string))),
  );

export const role = v.pipe(
  sent<OperatorRole>(),
  v.check(
    (value) => OPERATOR_ROLES.includes(value as (typeof OPERATOR_ROLES)[number]),
    `role must be one of ${OPERATOR_ROLES.join(', ')}.`,
  ),
  v.transform((value) => value as (typeof OPERATOR_ROLES)[number]),
);

/** Lower-case letters, digits, dot, dash, underscore; 3 to 32. */
export const username = v.pipe(
  sent<string>(),
  v.transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : '')),
  v.check(
    (name) => /^[a-z0-9][a-z0-9._-]{2,31}$/.test(name),
    'Username: 3 to 32 letters, digits, dots, dashes or underscores.',
  ),
  v.check((name) => name !== 'api-token', 'The username api-token is kept for the operator token.'),
);

export const newPassword = (label: string) =>
  v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value.length >= 10, `${label} must have at least 10 characters.`),
    v.check((value) => (value as string).length <= 128, `${label} is too long (at most 128 characters).`),
    v.transform((value) => value as string),
  );

export const totpCode = v.pipe(
  sent<string | number>(),
  v.transform((value) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s/g, '') : '',
  ),
  v.check((code) => /^\d{6}$/.test(code), 'Enter the 6-digit code from your authenticator app.'),
);
