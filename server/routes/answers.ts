import type { Context } from 'hono';
import { clientAddress } from '../http/client-address.js';
import type { Caller, Player } from '../services/accounts.js';
import type { Fields } from '../services/fields.js';
import { Refusal, SessionRefusal } from '../services/refusal.js';
import type { Services } from '../services/server-services.js';

export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

export type PlayerHandler = (fields: Fields, player: Player) => Promise<object>;
export type OpenHandler = (fields: Fields, caller: Caller) => Promise<object>;

/**
 * Fields that are secrets come only from a body: a query string ends up in access logs,
 * proxies and browser history. A GET that carries one is answered as if it had none.
 */
const SECRET_FIELDS = new Set(['password', 'pass', 'current_password', 'new_password', 'confirm_password', 'otp']);

/** The request's fields: the query string (without secrets) for GET and DELETE, else the JSON or form body. */
export async function fieldsOf(c: Context): Promise<Fields | undefined> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([name]) => !SECRET_FIELDS.has(name.toLowerCase())));
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return query;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as Fields) } : undefined;
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody();
      return { ...query, ...Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string')) };
    }
    return query;
  } catch {
    return undefined;
  }
}

/** The two answer shapes of the spec: JSON calls and legacy form calls. */
const SHAPES = {
  json: {
    unreadable: { success: false, message: 'The request body is not valid JSON.', error: 'The request body is not valid JSON.' },
    ended: (message: string) => ({ success: false, session: false, message }),
    refused: (message: string) => ({ success: false, message, error: message }),
    failed: { success: false, message: SOMETHING_WENT_WRONG, error: SOMETHING_WENT_WRONG },
  },
  legacy: {
    unreadable: { success: '0', msg: 'The request body could not be read.' },
    ended: (message: string) => ({ success: '0', nosession: true, msg: message }),
    refused: (message: string) => ({ success: '0', msg: message }),
    failed: { success: '0', msg: SOMETHING_WENT_WRONG },
  },
} as const;

function answer(s: Services, shape: keyof typeof SHAPES, run: (fields: Fields, caller: Caller) => Promise<object>) {
  const words = SHAPES[shape];
  return async (c: Context) => {
    const fields = await fieldsOf(c);
    if (!fields) return c.json(words.unreadable, 400);
    try {
      return c.json(await run(fields, { address: clientAddress(c, s.config.trustProxy) }));
    } catch (error) {
      if (error instanceof SessionRefusal) return c.json(words.ended(error.message));
      if (error instanceof Refusal) return c.json(words.refused(error.message));
      console.error(`[${shape}] ${c.req.path}`, error);
      return c.json(words.failed, 500);
    }
  };
}

async function playerOf(services: Services, fields: Fields): Promise<Player> {
  const player = await services.accounts.authenticate(fields.session);
  if (!player) throw new SessionRefusal('Session Expired');
  return player;
}

export const openJson = (s: Services, handler: OpenHandler) => answer(s, 'json', handler);
export const playerJson = (s: Services, handler: PlayerHandler) => answer(s, 'json', async (fields) => handler(fields, await playerOf(s, fields)));
export const openLegacy = (s: Services, handler: OpenHandler) => answer(s, 'legacy', handler);
export const playerLegacy = (s: Services, handler: PlayerHandler) =>
  answer(s, 'legacy', async (fields) => {
    const player = await playerOf(s, fields);
    // A legacy post names its mobile too: it must be the token's own.
    if (typeof fields.mobile === 'string' && fields.mobile !== '' && fields.mobile !== player.mobile) throw new SessionRefusal('Session Expired');
    return handler(fields, player);
  });
