import { Refusal } from './refusal.js';

/** What a request carried, before checking: JSON values, query strings or form fields. */
export type Fields = Record<string, unknown>;

const MAX_AMOUNT_PAISE = 10_000_000 * 100;

export function text(fields: Fields, name: string, label: string, limits: { min?: number; max: number; pattern?: RegExp; hint?: string }): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') {
    if ((limits.min ?? 1) === 0) return '';
    throw new Refusal(`${label} is required.`);
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new Refusal(`${label} must be text.`);
  const typed = String(value).trim();
  // A field with a hint (the spec's own message) gives it for every kind of wrong value.
  if (typed.length > limits.max) throw new Refusal(limits.hint ?? `${label} is too long (at most ${limits.max} characters).`);
  if (typed.length < (limits.min ?? 1)) throw new Refusal(limits.hint ?? `${label} must be at least ${limits.min} characters.`);
  if (limits.pattern && !limits.pattern.test(typed)) throw new Refusal(limits.hint ?? `${label} is not valid.`);
  return typed;
}

export const mobile = (fields: Fields, name = 'mobile') =>
  text(fields, name, 'Mobile number', { max: 10, pattern: /^[0-9]{10}$/, hint: 'Enter valid mobile number' });

export const otp = (fields: Fields, name = 'otp') => text(fields, name, 'OTP', { max: 4, pattern: /^[0-9]{4}$/, hint: 'Enter valid OTP' });

export const password = (fields: Fields, name: string, min: number) => {
  const value = fields[name];
  if (typeof value !== 'string' || value.length < min) throw new Refusal(min > 3 ? `Enter valid password (min ${min} characters)` : 'Enter valid password');
  if (value.length > 128) throw new Refusal('Password is too long (at most 128 characters).');
  return value;
};

/** A rupee amount as paise: positive, at most two decimals, no more than ₹1,00,00,000. */
export function amount(fields: Fields, name = 'amount', label = 'Amount'): number {
  const value = fields[name];
  const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(typed)) throw new Refusal(`${label} must be a positive number of rupees, like 500 or 99.50.`);
  const [rupees, fraction = ''] = typed.split('.');
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise <= 0) throw new Refusal(`${label} must be more than zero.`);
  if (paise > MAX_AMOUNT_PAISE) throw new Refusal(`${label} is too large.`);
  return paise;
}

/** A whole positive number (a page). */
export function page(fields: Fields, name: string): number {
  const value = fields[name];
  if (value === undefined || value === '' || value === null) return 1;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 100_000) throw new Refusal(`${name} must be a page number.`);
  return number;
}

/** 'YYYY-MM-DD', or undefined when absent. */
export function day(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === '' || value === null) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Refusal(`${name} must be a date like 2026-11-20.`);
  }
  return value;
}

/** A config amount (signup_bonus, …) as paise; missing or unreadable means none. */
export function amountOrZero(value: string): number {
  try {
    return value ? amount({ amount: value }) : 0;
  } catch {
    return 0;
  }
}
