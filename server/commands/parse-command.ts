import * as v from 'valibot';
import { KeyedRefusal, Refusal } from '../services/platform/refusal.js';
import { textOfMessage } from '../../contract/requests/refusal-words.js';

/** What a request carried, before checking: JSON values, query strings or form fields. */
export type Fields = Record<string, unknown>;

/**
 * A schema that produces what a service takes: `v.object({...}) satisfies Produces<DepositRequest>`
 * keeps the schema's own type and fails to compile when its output stops fitting the service's.
 */
export type Produces<T> = v.GenericSchema<unknown, T>;

/** A request that carries nothing a call reads. */
export const NO_FIELDS = v.object({});

/** The field names a schema reads, through its pipes and intersections. */
function namesOf(schema: unknown): string[] {
  const { entries, options } = schema as { entries?: object; options?: unknown[] };
  return [...Object.keys(entries ?? {}), ...(options ?? []).flatMap(namesOf)];
}

/**
 * The request's fields as a typed command, or a Refusal with the first rule they break (in
 * the order the schema lists its fields), worded as the player reads it. A missing field
 * reads as undefined, so its own schema decides what to say ('OTP is required.'). A message
 * made by `said` is refused with its catalogue key, so the app words it in the player's language.
 */
export function parseCommand<S extends v.GenericSchema<unknown, unknown>>(schema: S, fields: Fields): v.InferOutput<S> {
  const given = { ...Object.fromEntries(namesOf(schema).map((name) => [name, undefined])), ...fields };
  const parsed = v.safeParse(schema, given, { abortEarly: true });
  if (!parsed.success) {
    const message = parsed.issues[0].message;
    const keyed = textOfMessage(message);
    throw keyed && 'key' in keyed
      ? new KeyedRefusal(keyed.key, keyed.values && { ...keyed.values })
      : new Refusal(message);
  }
  return parsed.output;
}
