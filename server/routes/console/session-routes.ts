import type { SessionAnswer } from '../../../contract/console/sessions.js';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parseConsole } from '../../commands/parse-console.js';
import { ApiTokenLabel, PasswordChange, SignIn, TotpCode } from '../../../contract/console/console-requests.js';
import { clientAddress } from '../../http/client-address.js';
import { hasUnstorableText, UNSTORABLE_TEXT } from '../../http/storable-text.js';
import { cameOverTls } from '../../http/security-headers.js';
import { idOf, serverZone } from '../../services/platform/console-format.js';
import type { Services } from '../../services/server-services.js';
import { COOKIE_PATH, handle, refusalAnswer, SESSION_COOKIE, type ConsoleEnv } from './console-context.js';

/** Sign-in, before any session: JSON only, so a cross-site form cannot sign a browser in. */
export function signInRoute(s: Services): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.post('/sign-in', async (c) => {
    if (!(c.req.header('content-type') ?? '').includes('application/json')) {
      return c.json({ error: 'Sign in with a JSON body (Content-Type: application/json).' }, 400);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The request body is not valid JSON.' }, 400);
    }
    if (hasUnstorableText(body)) return c.json({ error: UNSTORABLE_TEXT }, 400);
    try {
      const command = parseConsole(
        SignIn,
        typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
      );
      const signedIn = await s.console.sessions.signIn(command, clientAddress(c, s.config.trustProxy));
      setCookie(c, SESSION_COOKIE, signedIn.token, {
        httpOnly: true,
        sameSite: 'Strict',
        path: COOKIE_PATH,
        secure: cameOverTls(c, s.config.trustProxy),
      });
      return c.json<SessionAnswer>({
        operator: signedIn.operator,
        csrfToken: signedIn.csrfToken,
        idleMinutes: s.console.sessions.idleMinutes,
        serverZone: serverZone(),
      });
    } catch (error) {
      return refusalAnswer(c, error);
    }
  });
  return routes;
}

/** The signed-in operator's own calls: open to every role. */
export function sessionRoutes(s: Services): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.get('/session', (c) => {
    const session = c.get('session');
    return c.json<SessionAnswer>({
      operator: session.operator,
      csrfToken: session.csrfToken,
      idleMinutes: s.console.sessions.idleMinutes,
      serverZone: serverZone(),
    });
  });
  routes.post(
    '/sign-out',
    handle(async (_, c) => {
      await s.console.sessions.signOut(c.get('session'), c.get('actor').address);
      deleteCookie(c, SESSION_COOKIE, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        secure: cameOverTls(c, s.config.trustProxy),
      });
      return { ok: true };
    }),
  );
  routes.post(
    '/me/password',
    handle((fields, c) =>
      s.console.operators.changePassword(
        c.get('actor'),
        c.get('session').tokenHash,
        parseConsole(PasswordChange, fields),
      ),
    ),
  );
  routes.post(
    '/me/totp/setup',
    handle((_, c) => s.console.operators.totpSetup(c.get('actor'))),
  );
  routes.post(
    '/me/totp/enable',
    handle((fields, c) => s.console.operators.totpSwitch(c.get('actor'), true, parseConsole(TotpCode, fields).code)),
  );
  // The operator's own tokens for the operator API: listed, created (shown once) and revoked.
  routes.get(
    '/me/api-tokens',
    handle((_, c) => s.console.apiTokens.list(c.get('actor'))),
  );
  routes.post(
    '/me/api-tokens',
    handle((fields, c) => s.console.apiTokens.create(c.get('actor'), parseConsole(ApiTokenLabel, fields).label)),
  );
  routes.post(
    '/me/api-tokens/:id/revoke',
    handle((_, c) => s.console.apiTokens.revoke(c.get('actor'), idOf(c.req.param('id'), 'token'))),
  );
  routes.post(
    '/me/totp/disable',
    handle((fields, c) => s.console.operators.totpSwitch(c.get('actor'), false, parseConsole(TotpCode, fields).code)),
  );
  return routes;
}
