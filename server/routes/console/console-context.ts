import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RefusalBody } from '../../../contract/console/console-wire.js';
import { getCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import type { ConsoleFields } from '../../commands/parse-console.js';
import { failureForLog } from '../../db/query-failure.js';
import { clientAddress } from '../../http/client-address.js';
import { hasUnstorableText, UNSTORABLE_TEXT } from '../../http/storable-text.js';
import type { Actor, Role } from '../../services/platform/actor.js';
import type { ConsoleSession } from '../../services/console/console-sessions.js';
import { statusOf, TotpRequired } from '../../services/platform/console-refusals.js';
import { Refusal } from '../../services/platform/refusal.js';
import type { Services } from '../../services/server-services.js';
import { UnsettledBetsRefusal } from '../../services/markets/unsettled-bets.js';

/** The console session cookie: HttpOnly, SameSite=Strict, Path=/console, Secure over TLS. */
export const SESSION_COOKIE = 'matka_console';
export const COOKIE_PATH = '/console';

export type ConsoleEnv = { Variables: { session: ConsoleSession; actor: Actor } };
export type ConsoleContext = Context<ConsoleEnv>;

const UNREADABLE = 'The request body must be a JSON object (Content-Type: application/json).';

/** The request's fields: the query string for GET, else the JSON object of the body (none is {}). */
export async function fieldsOf(c: Context): Promise<ConsoleFields | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.req.query();
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!(c.req.header('content-type') ?? '').includes('application/json')) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as ConsoleFields) : undefined;
  } catch {
    return undefined;
  }
}

/** A console call: its fields parsed, its refusal answered with its status, anything else a logged 500. */
export const handle =
  (run: (fields: ConsoleFields, c: ConsoleContext) => Promise<object>) =>
  async (c: ConsoleContext): Promise<Response> => {
    const fields = await fieldsOf(c);
    if (!fields) return c.json({ error: UNREADABLE }, 400);
    if (hasUnstorableText(fields)) return c.json({ error: UNSTORABLE_TEXT }, 400);
    try {
      return c.json(await run(fields, c));
    } catch (error) {
      return refusalAnswer(c, error);
    }
  };

export function refusalAnswer(c: Context, error: unknown): Response {
  const refuse = (body: RefusalBody, status: ContentfulStatusCode) => c.json(body, status);
  if (error instanceof TotpRequired) return refuse({ error: error.message, totpRequired: true }, 401);
  // Asked first: the bets the change would leave unsettled, for the console's confirm dialog.
  if (error instanceof UnsettledBetsRefusal) return refuse({ error: error.message, unsettled: error.unsettled }, 409);
  if (error instanceof Refusal) return refuse({ error: error.message }, statusOf(error));
  console.error(`[console] ${c.req.method} ${c.req.path}`, failureForLog(error));
  return refuse({ error: 'Something went wrong on the server. Please try again.' }, 500);
}

/**
 * Every call but sign-in: a live session from the cookie (401 without), and for anything
 * but GET the session's CSRF token in X-CSRF-Token (403 without). Then the idle time
 * starts again. A cross-site page can neither read the token nor set the header.
 */
export function requireSession(s: Services): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const session = await s.console.sessions.find(getCookie(c, SESSION_COOKIE));
    if (!session) return c.json({ error: 'Sign in to the console first (no session, or it has ended).' }, 401);
    if (
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      !sameToken(c.req.header('x-csrf-token'), session.csrfToken)
    ) {
      return c.json({ error: 'Missing or wrong CSRF token.' }, 403);
    }
    await s.console.sessions.touch(session);
    c.set('session', session);
    c.set('actor', { ...session.actor, address: clientAddress(c, s.config.trustProxy) });
    await next();
  };
}

/** The roles a group of calls is open to; anyone else is refused before anything is read or written. */
export function allow(...roles: Role[]): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const { role } = c.get('session').operator;
    if (!roles.includes(role)) return c.json({ error: `The ${role} role may not do this.` }, 403);
    await next();
  };
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
