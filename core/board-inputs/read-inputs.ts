import { describeInput, InvalidBidInput } from '../numbers/invalid-bid-input.js';
import { requireKinds, type PanaKind } from '../numbers/panas.js';
import type { InputValues } from './input-fields.js';

/** A typed field's text ('' when the field holds a list or nothing). */
export function textOf(values: InputValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** A flag field's ticked values. */
export function listOf(values: InputValues, name: string): readonly string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

/** A one-digit field as its digit; empty or anything else breaks the digit rule. */
export function digitOf(values: InputValues, name: string, field: string): number {
  const typed = textOf(values, name).trim();
  if (/^[0-9]$/.test(typed)) return Number(typed);
  throw new InvalidBidInput(
    'not-a-digit',
    `${field} must be one digit from 0 to 9, not ${describeInput(typed)}.`,
    typed,
  );
}

/** A one-digit field that may be left empty. */
export function optionalDigitOf(values: InputValues, name: string, field: string): number | undefined {
  return textOf(values, name).trim() === '' ? undefined : digitOf(values, name, field);
}

/** A choice field's value, one of `options`. */
export function optionOf<T extends string>(values: InputValues, name: string, options: readonly T[]): T {
  const chosen = textOf(values, name);
  const option = options.find((candidate) => candidate === chosen);
  if (option !== undefined) return option;
  throw new InvalidBidInput('unknown-option', `Choose ${options.join(' or ')}, not ${describeInput(chosen)}.`, chosen);
}

/** A flag field of pana kinds (SP, DP, TP), at least one. */
export function kindsOf(values: InputValues, name: string): PanaKind[] {
  return [...requireKinds(listOf(values, name))];
}
