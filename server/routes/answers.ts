import type { Context } from 'hono';
import type * as v from 'valibot';
import { parseCommand, type Fields } from '../commands/parse-command.js';
import { failureForLog } from '../db/query-failure.js';
import { clientAddress } from '../http/client-address.js';
import { hasUnstorableText } from '../http/storable-text.js';
import type { MessageKey } from 'matka-core/player';
import type { Caller, Player } from '../services/accounts/accounts.js';
import { Throttled } from '../services/platform/console-refusals.js';
import { english } from '../services/platform/english.js';
import { KeyedRefusal, Refusal, SessionRefusal } from '../services/platform/refusal.js';
import type { Services } from '../services/server-services.js';

export const SOMETHING_WENT_WRONG = english('somethingWentWrong');

/** An answer's catalogue key, beside its English words, so the app words it in the player's language. */
export const keyOf = (key: MessageKey, values: Record<string, string | number> = {}) => ({
  message_key: key,
  message_values: values,
});

type Schema = v.GenericSchema<unknown, unknown>;
export type PlayerHandler<S extends Schema> = (command: v.InferOutput<S>, player: Player) => Promise<object>;
export type OpenHandler<S extends Schema> = (command: v.InferOutput<S>, caller: Caller) => Promise<object>;

/**
 * Fields that are secrets come only from a body: a query string ends up in access logs,
 * proxies and browser history. A GET that carries one is answered as if it had none.
 */
const SECRET_FIELDS = new Set(['password', 'pass', 'current_password', 'new_password', 'confirm_password', 'otp']);

/** The request's fields: the query string (without secrets) for GET and DELETE, else the JSON or form body. */
export async function fieldsOf(c: Context): Promise<Fields | undefined> {
  const query = Object.fromEntries(
    Object.entries(c.req.query()).filter(([name]) => !SECRET_FIELDS.has(name.toLowerCase())),
  );
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return query;
  // A call with a body takes its session token from the body alone.
  delete query.session;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...query, ...(body as Fields) }
        : undefined;
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

/** The two answer shapes of the player API: JSON calls and legacy form calls. */
const SHAPES = {
  json: {
    unreadable: {
      success: false,
      message: 'The request body is not valid JSON.',
      error: 'The request body is not valid JSON.',
      ...keyOf('bodyNotJson'),
    },
    ended: (message: string) => ({ success: false, session: false, message, ...keyOf('sessionExpired') }),
    refused: (message: string) => ({ success: false, message, error: message }),
    failed: {
      success: false,
      message: SOMETHING_WENT_WRONG,
      error: SOMETHING_WENT_WRONG,
      ...keyOf('somethingWentWrong'),
    },
  },
  legacy: {
    unreadable: { success: '0', msg: 'The request body could not be read.', ...keyOf('bodyUnreadable') },
    ended: (message: string) => ({ success: '0', nosession: true, msg: message, ...keyOf('sessionExpired') }),
    refused: (message: string) => ({ success: '0', msg: message }),
    failed: { success: '0', msg: SOMETHING_WENT_WRONG, ...keyOf('somethingWentWrong') },
  },
} as const;

function answer(s: Services, shape: keyof typeof SHAPES, run: (fields: Fields, caller: Caller) => Promise<object>) {
  const words = SHAPES[shape];
  return async (c: Context) => {
    const fields = await fieldsOf(c);
    if (!fields) return c.json(words.unreadable, 400);
    try {
      if (hasUnstorableText(fields)) throw new KeyedRefusal('unstorableText');
      return c.json(await run(fields, { address: clientAddress(c, s.config.trustProxy) }));
    } catch (error) {
      if (error instanceof SessionRefusal) return c.json(words.ended(error.message));
      if (error instanceof KeyedRefusal)
        return c.json({ ...words.refused(error.message), ...keyOf(error.key, error.values) });
      // Too many tries (stream tickets): 429, so a client or proxy knows to wait.
      if (error instanceof Throttled) return c.json(words.refused(error.message), 429);
      if (error instanceof Refusal) return c.json(words.refused(error.message));
      console.error(`[${shape}] ${c.req.path}`, failureForLog(error));
      return c.json(words.failed, 500);
    }
  };
}

async function playerOf(services: Services, fields: Fields): Promise<Player> {
  const player = await services.sessions.authenticate(fields.session);
  if (!player) throw new SessionRefusal(english('sessionExpired'));
  return player;
}

// Each call parses its fields into a typed command (a Refusal when they break a rule)
// before the service sees them; a player's call checks the session first.
export const openJson = <S extends Schema>(s: Services, schema: S, handler: OpenHandler<S>) =>
  answer(s, 'json', (fields, caller) => handler(parseCommand(schema, fields), caller));
export const playerJson = <S extends Schema>(s: Services, schema: S, handler: PlayerHandler<S>) =>
  answer(s, 'json', async (fields) => {
    const player = await playerOf(s, fields);
    return handler(parseCommand(schema, fields), player);
  });
export const openLegacy = <S extends Schema>(s: Services, schema: S, handler: OpenHandler<S>) =>
  answer(s, 'legacy', (fields, caller) => handler(parseCommand(schema, fields), caller));
export const playerLegacy = <S extends Schema>(s: Services, schema: S, handler: PlayerHandler<S>) =>
  answer(s, 'legacy', async (fields) => {
    const player = await playerOf(s, fields);
    // A legacy post names its mobile too: it must be the token's own.
    if (typeof fields.mobile === 'string' && fields.mobile !== '' && fields.mobile !== player.mobile)
      throw new SessionRefusal(english('sessionExpired'));
    return handler(parseCommand(schema, fields), player);
  });
