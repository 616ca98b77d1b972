import { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { TransportFailure } from 'matka-core/player';
import { type ConsoleAnswer } from 'matka-core/console';
import { createKyClient, type HttpOptions } from '../ky-client.js';
import { refusalBody } from '../../../contract/console/console-wire.js';

export type Query = Record<string, string | number | undefined>;

/**
 * Calls `{base}/console/api/<path>` with the session cookie (same origin). Every call
 * other than GET carries the session's CSRF token, learnt from the sign-in and session
 * answers. A 2xx answer is read with the call's schema; a refusal with `{ error }` becomes
 * a ConsoleAnswer refusal; anything else a TransportFailure naming the call.
 */
export class ConsoleClient {
  private readonly ky: KyInstance;
  private csrfToken: string | undefined;

  constructor(options: HttpOptions = {}) {
    this.ky = createKyClient(options).extend({ prefixUrl: `${consoleBase(options)}/api`, credentials: 'same-origin' });
  }

  /** The token to send with every call but GET; none after sign-out or an ended session. */
  rememberCsrf(token: string | undefined): void {
    this.csrfToken = token;
  }

  get<S extends v.GenericSchema>(call: string, path: string, query: Query, schema: S) {
    return this.request(call, schema, () => this.ky.get(path, { searchParams: defined(query) }));
  }

  post<S extends v.GenericSchema>(call: string, path: string, body: object, schema: S) {
    const headers = this.csrfToken ? { 'X-CSRF-Token': this.csrfToken } : undefined;
    return this.request(call, schema, () => this.ky.post(path, { json: body, ...(headers ? { headers } : {}) }));
  }

  private async request<S extends v.GenericSchema>(
    call: string,
    schema: S,
    send: () => Promise<Response>,
  ): Promise<ConsoleAnswer<v.InferOutput<S>>> {
    let text: string;
    try {
      text = await (await send()).text();
    } catch (error) {
      if (isHTTPError(error)) return this.refusal(call, error.response);
      if (isTimeoutError(error)) throw new TransportFailure('timeout', call, 'no answer before the timeout');
      throw new TransportFailure('network', call, error instanceof Error ? error.message : String(error));
    }
    const parsed = v.safeParse(schema, text === '' ? undefined : parseJson(call, text));
    if (!parsed.success) {
      const where = parsed.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
      throw new TransportFailure('malformed', call, `unexpected answer: ${where.join('; ')}`);
    }
    return { ok: true, value: parsed.output };
  }

  private async refusal(call: string, response: Response): Promise<ConsoleAnswer<never>> {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    const refusal = v.safeParse(refusalBody, body);
    if (!refusal.success) throw new TransportFailure('http', call, `HTTP ${response.status}`, response.status);
    if (response.status === 401) this.csrfToken = undefined;
    const { error, totpRequired, unsettled } = refusal.output;
    return {
      ok: false,
      refusal: {
        status: response.status,
        error,
        ...(totpRequired ? { totpRequired } : {}),
        ...(unsettled ? { unsettled } : {}),
      },
    };
  }
}

/** `{base}/console`: where the console's API and its addresses (images, CSV) live. */
export function consoleBase(options: HttpOptions): string {
  const base = options.baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  return `${base.replace(/\/+$/, '')}/console`;
}

function defined(query: Query): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
}

function parseJson(call: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new TransportFailure(
      'malformed',
      call,
      text.trimStart().startsWith('<') ? 'an HTML page instead of JSON' : 'an answer that is not JSON',
    );
  }
}
