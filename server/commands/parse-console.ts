// The console's and the operator API's requests parsed into what the services take.
import * as v from 'valibot';
import { Refusal } from '../services/platform/refusal.js';

/** What a console request carried, before checking: JSON values, query strings or path parts. */
export type ConsoleFields = Record<string, unknown>;

/** The fields as the schema's typed command, or a Refusal with the first rule they break. */
export function parseConsole<S extends v.GenericSchema<unknown, unknown>>(
  schema: S,
  fields: ConsoleFields,
): v.InferOutput<S> {
  // A missing field reads as undefined, so its own schema words the refusal.
  const entries = (schema as { entries?: object }).entries ?? {};
  const parsed = v.safeParse(
    schema,
    { ...Object.fromEntries(Object.keys(entries).map((name) => [name, undefined])), ...fields },
    { abortEarly: true },
  );
  if (!parsed.success) throw new Refusal(parsed.issues[0].message);
  return parsed.output;
}
