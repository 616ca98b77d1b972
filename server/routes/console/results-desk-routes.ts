import type {
  CorrectionAnswer,
  ExposureAnswer,
  PreviewAnswer,
  TodayBoardAnswer,
  VoidAnswer,
} from '../../../contract/console/results-board.js';
import { Hono } from 'hono';
import { parseConsole } from '../../commands/parse-console.js';
import {
  ConfirmedValueFields,
  DeclarationFields,
  MarketDayFields,
  ValueFields,
} from '../../../contract/console/results-desk-requests.js';
import { isListenGap } from '../../services/live/events.js';
import { MARKET_CHANNEL } from '../../services/markets/market-events.js';
import { marketDayOf } from '../../services/markets/market-day.js';
import { MarketVoids } from '../../services/results/market-voids.js';
import { ResultBoard } from '../../services/results/result-board.js';
import { confirmed } from '../../services/results/result-desk.js';
import { pendingResultsOf, pendingResultsOn } from '../../services/results/two-person-results.js';
import type { Services } from '../../services/server-services.js';
import { todayBoard } from '../../services/markets/today-board.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';
import { operatorStream } from './operator-stream.js';

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

  // Each row with what waits for a second operator (two-person control): who gave it, and when.
  desk.get(
    '/today',
    handle(async (_, c): Promise<TodayBoardAnswer> => {
      const board = await todayBoard(s.db, s.markets);
      const pending = await pendingResultsOn(s.db, c.get('actor'), board.day);
      return {
        ...board,
        rows: board.rows.map((row) => ({ ...row, pending: pending.get(`${row.market}|${row.timing}`) ?? [] })),
      };
    }),
  );
  desk.get(
    '/exposure',
    handle(async (fields, c): Promise<ExposureAnswer> => {
      const request = parseConsole(MarketDayFields, fields);
      // With the grid, when the day may be voided (the desk offers the void only from then), and
      // the void itself once done: a voided day reads as voided, after a reload too; and what
      // waits for a second operator (two-person control).
      const day = await dayOf(request);
      const [exposure, voidWindow, pending] = await Promise.all([
        board.exposure(request),
        voids.window(day),
        pendingResultsOf(s.db, c.get('actor'), day),
      ]);
      return { ...exposure, voidFrom: voidWindow.from, voidable: voidWindow.open, voided: voidWindow.voided, pending };
    }),
  );
  desk.get(
    '/preview',
    handle((fields): Promise<PreviewAnswer> => board.preview(parseConsole(ValueFields, fields))),
  );
  desk.get(
    '/correction',
    handle((fields): Promise<CorrectionAnswer> => board.correction(parseConsole(ValueFields, fields))),
  );
  // Declaring and correcting: the same service as the bearer API's, with the typed confirmation required here.
  desk.post(
    '/declare',
    handle((fields, c) => {
      const request = parseConsole(DeclarationFields, fields);
      return s.results.declare(c.get('actor'), request, confirmed(request));
    }),
  );
  desk.post(
    '/correct',
    handle((fields, c) => {
      const request = parseConsole(ConfirmedValueFields, fields);
      return s.results.correct(c.get('actor'), request, confirmed(request));
    }),
  );
  // What waits for a second operator, withdrawn by whoever gave it (or disagreed with it).
  desk.post(
    '/withdraw',
    handle((fields, c) => s.results.withdraw(c.get('actor'), parseConsole(MarketDayFields, fields))),
  );
  desk.post(
    '/void',
    handle(async (fields, c): Promise<VoidAnswer> =>
      voids.void(c.get('actor'), await dayOf(parseConsole(MarketDayFields, fields))),
    ),
  );
  desk.get('/void-after', async (c) => c.json({ hours: await voids.hours() }));

  // Server-Sent Events: `market` ({ market, day, timing, what }) whenever a bet is placed, a
  // result declared or corrected, or a day voided, in any server process; the console reads again.
  desk.get('/events', (c) =>
    operatorStream(s, c, 'results', async (stream, sender) => {
      // After a gap in listening (the database connection came back) the stream ends: the desk
      // opens it again and, on opening, reads every market day again.
      const unsubscribe = await s.events.subscribe(MARKET_CHANNEL, (payload) =>
        isListenGap(payload) ? stream.abort() : sender.send('market', () => payload),
      );
      await stream.write(': listening\n\n');
      return unsubscribe;
    }),
  );
  return desk;
}
