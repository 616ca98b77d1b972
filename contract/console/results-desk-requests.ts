// The results desk's calls (docs/console-api.md, "Results desk"), each a schema over request-fields.ts;
// the server parses them with these and the console adapters send `RequestBody` of them.
import * as v from 'valibot';
import { sent } from '../requests/request-fields.js';
import { day, optionalText } from './request-fields.js';

/** A market day: a market, its session (main) or slot (starline), and a day (today when absent). */
export const MarketDayFields = v.object({
  market: v.pipe(
    sent<string>(),
    v.check((value) => typeof value === 'string' && value.trim() !== '' && value.length <= 60, 'Name the market.'),
    v.transform((value) => (value as string).trim()),
  ),
  session: optionalText('session', 10),
  timing: optionalText('timing', 10),
  day: day('day'),
});

/** A market day and the value typed: a pana (main, starline) or a jodi (jackpot). */
export const ValueFields = v.object({
  ...MarketDayFields.entries,
  pana: optionalText('pana', 10),
  jodi: optionalText('jodi', 10),
});

/** The same, with the value typed again to confirm a declaration or a correction. */
export const ConfirmedValueFields = v.object({
  ...ValueFields.entries,
  confirm: optionalText('confirm', 10),
});

/** A declaration: the confirmed value, and `early: true` when the operator declares before the draw on purpose. */
export const DeclarationFields = v.object({
  ...ConfirmedValueFields.entries,
  early: v.pipe(
    sent<boolean | undefined>(),
    v.check(
      (value) => value === undefined || value === null || typeof value === 'boolean',
      'early must be true or false.',
    ),
    v.transform((value) => value === true),
  ),
});
