import type { Context } from 'hono';
import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import { BonusCommand, FundsListQuery } from '../commands/funds-commands.js';
import {
  ConfigValues,
  ContentCommand,
  CorrectCommand,
  DeclareCommand,
  NewMarketCommand,
  NotificationCommand,
  RateValues,
  StarlineCommand,
} from '../commands/operator-commands.js';
import { NewOperator, TokenDecision } from '../commands/console-commands.js';
import { parseCommand } from '../commands/parse-command.js';
import { clientAddress } from '../http/client-address.js';
import { apiTokenActor } from '../services/actor.js';
import { Refusal } from '../services/refusal.js';
import type { Services } from '../services/server-services.js';
import { fieldsOf } from './answers.js';
import { hasUnstorableText, UNSTORABLE_TEXT } from '../http/storable-text.js';
import { auditTokenCalls } from './operator-audit.js';
import { decideByToken } from './token-decisions.js';

type Schema = v.GenericSchema<unknown, unknown>;
type Run<S extends Schema> = (command: v.InferOutput<S>, c: Context) => Promise<unknown>;

/** The operator API: results, deposits, withdrawals, config, rates, markets, notifications, bonuses. */
export function operatorRoutes(s: Services, operatorToken: string): Hono {
  const operator = new Hono();

  operator.use('*', async (c, next) => {
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const expected = Buffer.from(operatorToken);
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      return c.json({ error: 'A valid operator token is required (Authorization: Bearer …).' }, 401);
    await next();
  });
  operator.use('*', auditTokenCalls(s));

  const handle =
    <S extends Schema>(schema: S, run: Run<S>) =>
    async (c: Context) => {
      const fields = await fieldsOf(c);
      if (!fields) return c.json({ error: 'The request body is not valid JSON.' }, 400);
      if (hasUnstorableText(fields)) return c.json({ error: UNSTORABLE_TEXT }, 400);
      try {
        return c.json((await run(parseCommand(schema, fields), c)) as object);
      } catch (error) {
        if (error instanceof Refusal) return c.json({ error: error.message }, 400);
        console.error(`[operator] ${c.req.path}`, error);
        return c.json({ error: 'Something went wrong on the server.' }, 500);
      }
    };

  operator.post(
    '/results',
    handle(DeclareCommand, (c) => s.settlement.declare(c)),
  );
  operator.put(
    '/results',
    handle(CorrectCommand, (c) => s.settlement.correct(c)),
  );
  for (const kind of ['deposits', 'withdrawals'] as const) {
    operator.get(
      `/${kind}`,
      handle(FundsListQuery, (q) => s.funds.pending(kind, q.status)),
    );
    // Decided by the console's desks: once, by 'api-token', with an audit row (reason and payoutReference optional here).
    const decide = (decision: 'approve' | 'reject') =>
      handle(TokenDecision, (words, c) =>
        decideByToken(s, kind, c.req.param('id'), decision, words, clientAddress(c, s.config.trustProxy)),
      );
    operator.post(`/${kind}/:id/approve`, decide('approve'));
    operator.post(`/${kind}/:id/reject`, decide('reject'));
  }
  // Market setup goes through the console's service: the same checks, and its audit row in the change's transaction.
  const tokenActor = (c: Context) => apiTokenActor(clientAddress(c, s.config.trustProxy));
  operator.put(
    '/config',
    handle(ConfigValues, async (values, c) => ({ success: true, ...(await s.setup.setConfig(tokenActor(c), values)) })),
  );
  operator.put(
    '/rates',
    handle(RateValues, async (values, c) => ({ success: true, ...(await s.setup.setRates(tokenActor(c), values)) })),
  );
  operator.post(
    '/markets',
    handle(NewMarketCommand, async (command, c) => {
      const { market } = await s.setup.saveMarket(tokenActor(c), command);
      return {
        success: true,
        market: { name: market.name, kind: market.kind, open_time: market.open_time, close_time: market.close_time },
      };
    }),
  );
  operator.post(
    '/starline',
    handle(StarlineCommand, async (command, c) => ({
      success: true,
      ...(await s.setup.addStarline(tokenActor(c), command.market, command.timings)),
    })),
  );
  operator.post(
    '/notifications',
    handle(
      NotificationCommand,
      async (c) => (await s.settings.addNotification(c.title, c.notification), { success: true }),
    ),
  );
  operator.post(
    '/bonus',
    handle(BonusCommand, (c) => s.funds.bonus(c)),
  );
  // The first owner (npm run operator -- add-operator …), and any operator after.
  operator.post(
    '/operators',
    handle(NewOperator, (c, ctx) => s.console.operators.add(apiTokenActor(clientAddress(ctx, s.config.trustProxy)), c)),
  );
  operator.put(
    '/content',
    handle(ContentCommand, async (c) => (await s.settings.setContent(c.key, c.html), { success: true })),
  );
  operator.all('*', (c) => c.json({ error: `There is no operator route ${c.req.method} ${c.req.path}.` }, 404));
  return operator;
}
