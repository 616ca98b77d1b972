import type { Context } from 'hono';
import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { Refusal } from '../services/refusal.js';
import type { Services } from '../services/server-services.js';
import { fieldsOf } from './answers.js';

type Run = (fields: Record<string, unknown>, c: Context) => Promise<unknown>;

/** The operator API: results, deposits, withdrawals, config, rates, markets, notifications, bonuses. */
export function operatorRoutes(s: Services, operatorToken: string): Hono {
  const operator = new Hono();

  operator.use('*', async (c, next) => {
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const expected = Buffer.from(operatorToken);
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return c.json({ error: 'A valid operator token is required (Authorization: Bearer …).' }, 401);
    await next();
  });

  const handle = (run: Run) => async (c: Context) => {
    const fields = await fieldsOf(c);
    if (!fields) return c.json({ error: 'The request body is not valid JSON.' }, 400);
    try {
      return c.json((await run(fields, c)) as object);
    } catch (error) {
      if (error instanceof Refusal) return c.json({ error: error.message }, 400);
      console.error(`[operator] ${c.req.path}`, error);
      return c.json({ error: 'Something went wrong on the server.' }, 500);
    }
  };

  operator.post('/results', handle((f) => s.settlement.declare(f)));
  operator.put('/results', handle((f) => s.settlement.correct(f)));
  for (const kind of ['deposits', 'withdrawals'] as const) {
    operator.get(`/${kind}`, handle((f) => s.funds.pending(kind, capitalised(String(f.status ?? 'pending')))));
    operator.post(`/${kind}/:id/approve`, handle((_, c) => s.funds.decide(kind, c.req.param('id'), 'approve')));
    operator.post(`/${kind}/:id/reject`, handle((_, c) => s.funds.decide(kind, c.req.param('id'), 'reject')));
  }
  operator.put('/config', handle(async (f) => (await s.settings.setConfig(f), { success: true, config: await s.settings.config() })));
  operator.put('/rates', handle(async (f) => (await s.settings.setRates(f), { success: true, rates: await s.settings.rates() })));
  operator.post('/markets', handle(async (f) => ({ success: true, market: await s.markets.addMarket({ ...f, kind: f.kind ?? 'main' }) })));
  operator.post(
    '/starline',
    handle(async (f) => {
      const market = await s.markets.addMarket({ market: f.market, kind: 'starline', open_time: '00:00', close_time: '23:59' });
      return { success: true, market: market.name, timings: await s.markets.addStarlineSlots(market.name, f.timings) };
    }),
  );
  operator.post(
    '/notifications',
    handle(async (f) => {
      const title = typeof f.title === 'string' ? f.title.trim() : '';
      const body = typeof f.notification === 'string' ? f.notification.trim() : '';
      if (!title || title.length > 120 || !body || body.length > 2000) throw new Refusal('title (≤ 120 characters) and notification (≤ 2000) are required.');
      await s.db.query('insert into notifications (title, notification) values ($1, $2)', [title, body]);
      return { success: true };
    }),
  );
  operator.post('/bonus', handle((f) => s.funds.bonus(f)));
  operator.put(
    '/content',
    handle(async (f) => {
      if (f.key !== 'game_rules' && f.key !== 'videos') throw new Refusal("key must be 'game_rules' or 'videos'.");
      if (typeof f.html !== 'string' || f.html.length > 200_000) throw new Refusal('html is required (at most 200,000 characters).');
      await s.settings.setContent(f.key, f.html);
      return { success: true };
    }),
  );
  operator.all('*', (c) => c.json({ error: `There is no operator route ${c.req.method} ${c.req.path}.` }, 404));
  return operator;
}

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
