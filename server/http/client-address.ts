import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from: the socket's peer, or, behind a proxy the operator
 * trusts (TRUST_PROXY), the last address that proxy appended to X-Forwarded-For (earlier
 * ones are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a test): no socket to ask.
    return 'unknown';
  }
}
