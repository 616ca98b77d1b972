import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { STORAGE_KEYS, type SecureStorage } from 'matka-core/player';
import { readAnswer } from './read-answer.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call's fields: strings, numbers, booleans; undefined fields are left out. */
export type Payload = object;

/**
 * Calls `{base}/api/<name>`: the stored token is added to the payload as `session`
 * (unless the payload carries its own); GET
 * and DELETE send the payload in the query string, other methods as a JSON body.
 */
export class JsonClient {
  constructor(
    private readonly ky: KyInstance,
    private readonly storage: SecureStorage,
  ) {}

  call<S extends v.GenericSchema>(
    name: string,
    method: Method,
    payload: Payload,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    const token = this.storage.get<string>(STORAGE_KEYS.token);
    // The stored token first: a payload's own session (logout, as storage is cleared) wins.
    const withSession = { ...(token ? { session: token } : {}), ...payload };
    const inQuery = method === 'GET' || method === 'DELETE';
    return readAnswer(
      name,
      () =>
        this.ky(`api/${name}`, {
          method,
          ...(inQuery ? { searchParams: definedEntries(withSession) } : { json: withSession }),
        }),
      schema,
    );
  }
}

/** The payload's defined values as query-string pairs. */
function definedEntries(payload: Payload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload as Record<string, unknown>).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}
