// The payload types the adapters send, inferred from the request schemas.
import type * as v from 'valibot';

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] };
type Optional<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] };

/**
 * What the app sends for a request schema: the types its fields are sent as (`sentAs`), with a
 * field that may be left out optional. The adapters build their payloads with it, so a payload
 * that stops fitting the server's schema fails to compile.
 */
export type RequestBody<S extends v.GenericSchema> = Defined<v.InferInput<S>> & Optional<v.InferInput<S>>;

/**
 * The payload for a request schema, checked against it without importing the schema:
 * `requestBody<typeof requests.Block>({ reason })` fails to compile when the payload stops
 * fitting what the server parses.
 */
export function requestBody<S extends v.GenericSchema>(body: RequestBody<S>): RequestBody<S> {
  return body;
}
