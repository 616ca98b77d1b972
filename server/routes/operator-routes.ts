import type { Context } from 'hono';
import { Hono } from 'hono';
import { DEFAULT_RATES } from '../services/platform/settings.js';
import { timingSafeEqual } from 'node:crypto';
import { walletString } from 'matka-core/player';
import { parseConsole } from '../commands/parse-console.js';
import { NewOperator, Notification, TokenBonus } from '../../contract/console/console-requests.js';
import { PageHtml } from '../../contract/console/content-requests.js';
import { FundsListQuery } from '../../contract/player/funds-requests.js';
import {
  ConfigValues,
  NewMarketCommand,
  rateValues,
  StarlineCommand,
} from '../../contract/console/operator-requests.js';
import { parseCommand, type Fields } from '../commands/parse-command.js';
import {
  ConfirmedValueFields,
  DeclarationFields,
  MarketDayFields,
} from '../../contract/console/results-desk-requests.js';
import { failureForLog } from '../db/query-failure.js';
import { clientAddress } from '../http/client-address.js';
import { hasUnstorableText, UNSTORABLE_TEXT } from '../http/storable-text.js';
import { apiTokenActor, type Actor, type Role } from '../services/platform/actor.js';
import { statusOf } from '../services/platform/console-refusals.js';
import { contentPage } from '../services/content/content-desk.js';
import { Refusal } from '../services/platform/refusal.js';
import { confirmedIfGiven } from '../services/results/result-desk.js';
import type { Services } from '../services/server-services.js';
import { fieldsOf } from './answers.js';
import { decideByToken } from './token-decisions.js';
import { downloadHeaders } from '../http/download-headers.js';
import { depositScreenshotRoute } from './deposit-screenshot-route.js';

type Run = (fields: Fields, actor: Actor, c: Context<OperatorEnv>) => Promise<object>;

/** Who calls: the shared OPERATOR_TOKEN's automation, or the named operator whose own token it is. */
type OperatorEnv = { Variables: { actor: Actor } };

/** What each group of the operator API is open to, as in the console: the shared token may call them all. */
const ROLES_OF = {
  results: ['owner', 'results'],
  funds: ['owner', 'cashier'],
  bonus: ['owner', 'cashier'],
  messages: ['owner', 'support'],
  setup: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The operator API (automation and the CLI): every writing call goes through the same
 * service as the console's call for the same action, with the console's schemas, limits
 * and refusals (answered with the console's statuses: 400, 404, 409), and the service
 * writes the same audit row, as 'api-token', in the change's transaction. What differs is
 * only how a caller names things: a player by mobile, a content page by `key`, and no
 * typed confirmation of a result (one that is sent is checked).
 */
export function operatorRoutes(s: Services, operatorToken: string): Hono<OperatorEnv> {
  const operator = new Hono<OperatorEnv>();

  // The shared OPERATOR_TOKEN, or an operator's own token (mko_…): the call acts as that operator.
  operator.use('*', async (c, next) => {
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const address = clientAddress(c, s.config.trustProxy);
    const expected = Buffer.from(operatorToken);
    const actual = Buffer.from(given);
    const actor =
      actual.length === expected.length && timingSafeEqual(actual, expected)
        ? apiTokenActor(address)
        : await s.console.apiTokens.actorOf(given, address);
    if (!actor) return c.json({ error: 'A valid operator token is required (Authorization: Bearer …).' }, 401);
    c.set('actor', actor);
    await next();
  });

  /** A group of calls open to these roles: an operator's own token carries its operator's role. */
  const only = (group: keyof typeof ROLES_OF) => async (c: Context<OperatorEnv>, next: () => Promise<void>) => {
    const { role, username } = c.get('actor');
    if (!(ROLES_OF[group] as readonly Role[]).includes(role))
      return c.json({ error: `The ${role} role may not do this (the token is ${username}'s).` }, 403);
    await next();
  };
  for (const path of ['/results', '/results/*']) operator.use(path, only('results'));
  for (const path of ['/deposits', '/deposits/*', '/withdrawals', '/withdrawals/*']) operator.use(path, only('funds'));
  operator.use('/bonus', only('bonus'));
  for (const path of ['/notifications', '/content']) operator.use(path, only('messages'));
  for (const path of ['/config', '/rates', '/markets', '/starline', '/operators', '/backup'])
    operator.use(path, only('setup'));

  // A refusal answers with its message; anything else is logged and told as the server's failure.
  const failureAnswer = (c: Context<OperatorEnv>, error: unknown) => {
    if (error instanceof Refusal) return c.json({ error: error.message }, statusOf(error));
    console.error(`[operator] ${c.req.path}`, failureForLog(error));
    return c.json({ error: 'Something went wrong on the server.' }, 500);
  };
  const handle = (run: Run) => async (c: Context<OperatorEnv>) => {
    const fields = await fieldsOf(c);
    if (!fields) return c.json({ error: 'The request body is not valid JSON.' }, 400);
    if (hasUnstorableText(fields)) return c.json({ error: UNSTORABLE_TEXT }, 400);
    try {
      return c.json(await run(fields, c.get('actor'), c));
    } catch (error) {
      return failureAnswer(c, error);
    }
  };

  // Results: the results desk's service, its checks (today only, a closed market, the draw's
  // time unless early: true) and its audit row; a declaration that changes nothing records nothing.
  operator.post(
    '/results',
    handle((fields, actor) => {
      const request = parseConsole(DeclarationFields, fields);
      return s.results.declare(actor, request, confirmedIfGiven(request));
    }),
  );
  operator.put(
    '/results',
    handle((fields, actor) => {
      const request = parseConsole(ConfirmedValueFields, fields);
      return s.results.correct(actor, request, confirmedIfGiven(request));
    }),
  );
  // What the bearer API gave and still waits for a second operator (two-person control), withdrawn.
  operator.post(
    '/results/withdraw',
    handle((fields, actor) => s.results.withdraw(actor, parseConsole(MarketDayFields, fields))),
  );
  for (const kind of ['deposits', 'withdrawals'] as const) {
    // A page at a time (limit, at most 100, and the `next` id to ask after): never the whole table.
    operator.get(
      `/${kind}`,
      handle((fields) => s.funds.list(kind, parseCommand(FundsListQuery, fields))),
    );
    // Decided by the console's desks with the console's fields: once, by 'api-token', with an audit row.
    const decide = (decision: 'approve' | 'reject') =>
      handle((fields, actor, c) => decideByToken(s, actor, kind, c.req.param('id'), decision, fields));
    operator.post(`/${kind}/:id/approve`, decide('approve'));
    operator.post(`/${kind}/:id/reject`, decide('reject'));
  }
  // A deposit's screenshot, one at a time (a list carries its URL): the console desk's image, never cached.
  operator.get('/deposits/:id/screenshot', depositScreenshotRoute(s, failureAnswer));
  // Market setup goes through the console's service: the same checks, and its audit row in the change's transaction.
  operator.put(
    '/config',
    handle(async (fields, actor) => ({
      success: true,
      ...(await s.setup.setConfig(actor, parseConsole(ConfigValues, fields))),
    })),
  );
  operator.put(
    '/rates',
    handle(async (fields, actor) => ({
      success: true,
      ...(await s.setup.setRates(actor, parseConsole(rateValues(Object.keys(DEFAULT_RATES)), fields))),
    })),
  );
  operator.post(
    '/markets',
    handle(async (fields, actor) => {
      const { market } = await s.setup.saveMarket(actor, parseConsole(NewMarketCommand, fields));
      return {
        success: true,
        market: { name: market.name, kind: market.kind, open_time: market.open_time, close_time: market.close_time },
      };
    }),
  );
  operator.post(
    '/starline',
    handle(async (fields, actor) => {
      const { market, timings } = parseConsole(StarlineCommand, fields);
      return { success: true, ...(await s.setup.addStarline(actor, market, timings)) };
    }),
  );
  // A notification: the console's (to everyone, or to one player by `mobile`).
  operator.post(
    '/notifications',
    handle(async (fields, actor) => ({
      success: true,
      ...(await s.console.notifications.send(actor, parseConsole(Notification, fields))),
    })),
  );
  // A bonus: the console's player action (a reason is optional), the player named by mobile.
  operator.post(
    '/bonus',
    handle(async (fields, actor) => {
      const { mobile, amount, reason } = parseConsole(TokenBonus, fields);
      const id = await s.console.players.idOfMobile(mobile);
      const { player, pending } = await s.console.playerActions.bonus(actor, id, amount, reason);
      // Above the two-person threshold: it waits for a console operator's approval.
      if (pending)
        return {
          success: true,
          message: `Bonus of ₹${walletString(amount)} to ${mobile} waits for a second operator's approval`,
          wallet: walletString(player.balancePaise + player.bonusPaise),
          player,
          pending,
        };
      return {
        success: true,
        message: `Bonus of ₹${walletString(amount)} given to ${mobile}`,
        wallet: walletString(player.balancePaise + player.bonusPaise),
        player,
      };
    }),
  );
  // The first owner (npm run operator -- add-operator …), and any operator after.
  operator.post(
    '/operators',
    handle((fields, actor) => s.console.operators.add(actor, parseConsole(NewOperator, fields))),
  );
  // A content page: the console's desk and limits; the page is named by `key` (404 for another).
  operator.put(
    '/content',
    handle(async (fields, actor) => {
      const key = contentPage(fields.key);
      return { success: true, ...(await s.console.content.setPage(actor, key, parseConsole(PageHtml, fields).html)) };
    }),
  );
  // A backup of the embedded store, sent as it is made (npm run operator -- backup FILE); on PostgreSQL, 409: use pg_dump.
  operator.get('/backup', async (c) => {
    try {
      const { fileName, body } = await s.backup.take(c.get('actor'));
      return c.body(body, 200, downloadHeaders('application/gzip', fileName));
    } catch (error) {
      return failureAnswer(c, error);
    }
  });
  operator.all('*', (c) => c.json({ error: `There is no operator route ${c.req.method} ${c.req.path}.` }, 404));
  return operator;
}
