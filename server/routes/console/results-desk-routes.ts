import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { holdOpen, orderedSender } from '../../http/live-stream.js';
import { parseConsole } from '../../commands/console-commands.js';
import {
  ConfirmedValueFields,
  DeclarationFields,
  MarketDayFields,
  ValueFields,
} from '../../commands/results-desk-commands.js';
import { MARKET_CHANNEL } from '../../services/market-events.js';
import { refuseUnannouncedEarly } from '../../services/early-declaration.js';
import { refuseIfClosed } from '../../services/market-closures.js';
import { marketDayOf, type MarketDay } from '../../services/market-day.js';
import { MarketVoids } from '../../services/market-voids.js';
import { Refusal } from '../../services/refusal.js';
import { declarationFields, ResultBoard, type ValueRequest } from '../../services/result-board.js';
import { auditedCorrection } from '../../services/result-corrections.js';
import type { Services } from '../../services/server-services.js';
import { todayBoard } from '../../services/today-board.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';
import { HEARTBEAT_MS } from './events-route.js';

/** A declaration or correction goes through only with its value typed a second time, the same. */
function refuseUnconfirmed(day: MarketDay, fields: ValueRequest & { confirm: string }): void {
  const what = day.market.kind === 'jackpot' ? 'jodi' : 'pana';
  const value = (day.market.kind === 'jackpot' ? fields.jodi : fields.pana) ?? '';
  if (fields.confirm !== value)
    throw new Refusal(
      `The confirmation ${fields.confirm.slice(0, 10) || '(empty)'} does not match the ${what} ${value.slice(0, 10)}: type the ${what} again.`,
    );
}

/**
 * The results desk (owner, results): today's board, the exposure grid, the settlement
 * preview and correction diff (nothing written), declaring and correcting with a typed
 * confirmation, voiding a market day past its deadline, and the live events the board and
 * the grid read again on.
 */
export function resultsDeskRoutes(s: Services): Hono<ConsoleEnv> {
  const desk = new Hono<ConsoleEnv>();
  desk.use('*', allow('owner', 'results'));
  const board = new ResultBoard(s.db, s.markets, s.settings);
  const voids = new MarketVoids(s.db, s.markets, s.settings);
  const dayOf = (fields: Parameters<typeof marketDayOf>[2]) => marketDayOf(s.db, s.markets, fields);

  desk.get(
    '/today',
    handle(() => todayBoard(s.db, s.markets)),
  );
  desk.get(
    '/exposure',
    handle(async (fields) => {
      const request = parseConsole(MarketDayFields, fields);
      // With the grid, when the day may be voided: the desk offers the void only from then.
      const day = await dayOf(request);
      const [exposure, voidWindow] = await Promise.all([board.exposure(request), voids.window(day)]);
      return { ...exposure, voidFrom: voidWindow.from, voidable: voidWindow.open };
    }),
  );
  desk.get(
    '/preview',
    handle((fields) => board.preview(parseConsole(ValueFields, fields))),
  );
  desk.get(
    '/correction',
    handle((fields) => board.correction(parseConsole(ValueFields, fields))),
  );
  desk.post(
    '/declare',
    handle(async (fields, c) => {
      const request = parseConsole(DeclarationFields, fields);
      if (request.day && request.day !== s.markets.today())
        throw new Refusal(`A result is declared for today (${s.markets.today()}); correct an earlier day instead.`);
      const day = await dayOf(request);
      refuseUnconfirmed(day, request);
      const declaration = { session: '', ...declarationFields(day, request) };
      day.rules.declaration(declaration); // a value that is not one is refused before the clock is read
      // A market closed today has no draw at all: say that, not that its draw is still to come.
      await refuseIfClosed(s.db, day.market.name, day.day);
      const { early } = refuseUnannouncedEarly(s.markets, day, request.early);
      return s.console.results.declare(c.get('actor'), declaration, (d) => s.settlement.declare(d), { early });
    }),
  );
  desk.post(
    '/correct',
    handle(async (fields, c) => {
      const request = parseConsole(ConfirmedValueFields, fields);
      const day = await dayOf(request);
      refuseUnconfirmed(day, request);
      return auditedCorrection(s, c.get('actor'), day, request);
    }),
  );
  desk.post(
    '/void',
    handle(async (fields, c) => voids.void(c.get('actor'), await dayOf(parseConsole(MarketDayFields, fields)))),
  );
  desk.get('/void-after', async (c) => c.json({ hours: await voids.hours() }));

  // Server-Sent Events: `market` ({ market, day, timing, what }) whenever a bet is placed, a
  // result declared or corrected, or a day voided, in any server process; the console reads again.
  desk.get('/events', (c) => {
    const session = c.get('session');
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // At most a few per operator in this process: a new one ends the oldest.
      const release = s.streams.admit(`operator:${session.operator.id}:results`, () => stream.abort());
      const sender = orderedSender(stream, 'console');
      const unsubscribe = await s.events.subscribe(MARKET_CHANNEL, (payload) => sender.send('market', () => payload));
      await stream.write(': listening\n\n');
      await holdOpen(stream, () => s.console.sessions.alive(session), HEARTBEAT_MS);
      release();
      unsubscribe();
      await sender.drained();
    });
  });
  return desk;
}
