import ky, { type KyInstance } from 'ky';

export interface HttpOptions {
  /** Where the API lives: `{baseUrl}/api/…` and `{baseUrl}/api2/…`. Defaults to the page's origin. */
  baseUrl?: string;
  /** Per request, including retries' waits. Default 15 s. */
  timeoutMs?: number;
  /** Retries of failed GET requests (network errors, 408/429/5xx). Other methods never retry. Default 2. */
  getRetries?: number;
  /** The longest wait between two retries. */
  retryBackoffLimitMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The base URL, or the page's own origin where there is a page. */
export function resolveBaseUrl(baseUrl: string | undefined): string {
  const base = baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!base) throw new Error('No baseUrl was given and there is no page origin to default to.');
  return base.replace(/\/+$/, '');
}

/** The one ky instance every call goes through. */
export function createKyClient(options: HttpOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: resolveBaseUrl(options.baseUrl),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: options.getRetries ?? 2,
      methods: ['get'],
      ...(options.retryBackoffLimitMs !== undefined ? { backoffLimit: options.retryBackoffLimitMs } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
