import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { STORAGE_KEYS, type SecureStorage } from 'matka-core/player';
import { readAnswer } from '../http/read-answer.js';

/**
 * Posts form data to the legacy `{base}/api2/<name>` path, with the stored `session` and
 * `mobile` added. Legacy answers say `success: '0'` on failure, carry `msg`, and
 * `nosession` when the session is over: core's policy and use cases read those as they are.
 */
export class LegacyFormClient {
  constructor(
    private readonly ky: KyInstance,
    private readonly storage: SecureStorage,
  ) {}

  post<S extends v.GenericSchema>(
    name: string,
    payload: Record<string, string | number>,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    // The stored session and mobile first: a payload's own mobile (the reset, before login) wins.
    const fields = {
      session: this.storage.get<string>(STORAGE_KEYS.token) ?? '',
      mobile: this.storage.get<string>(STORAGE_KEYS.mobile) ?? '',
      ...payload,
    };
    const form = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    return readAnswer(name, () => this.ky.post(`api2/${name}`, { body: form }), schema);
  }
}
