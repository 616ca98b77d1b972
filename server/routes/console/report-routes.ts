import { Hono } from 'hono';
import { ReportRange } from '../../commands/content-commands.js';
import { parseConsole } from '../../commands/console-commands.js';
import type { ReportRange as Range } from '../../services/history/reports.js';
import type { Services } from '../../services/server-services.js';
import { allow, fieldsOf, handle, refusalAnswer, type ConsoleEnv, type ConsoleContext } from './console-context.js';

type Kind = 'markets' | 'games' | 'funds';

/** /reports: the owner's reports over a range of days, as JSON and as CSV. */
export function reportRoutes(s: Services): Hono<ConsoleEnv> {
  const reports = new Hono<ConsoleEnv>();
  // Reports show the business's whole money (stakes, payouts, deposits, withdrawals): owners only.
  reports.use('*', allow('owner'));
  const rangeOf = (fields: Record<string, unknown>): Range => {
    const { from, to } = parseConsole(ReportRange, fields);
    return s.console.reports.range(from, to);
  };
  const json: Record<Kind, (range: Range) => Promise<object>> = {
    markets: (range) => s.console.reports.markets(range),
    games: (range) => s.console.reports.games(range),
    funds: (range) => s.console.reports.funds(range),
  };
  const csv: Record<Kind, (range: Range) => Promise<string>> = {
    markets: (range) => s.console.reports.marketsCsv(range),
    games: (range) => s.console.reports.gamesCsv(range),
    funds: (range) => s.console.reports.fundsCsv(range),
  };
  for (const kind of ['markets', 'games', 'funds'] as const) {
    reports.get(
      `/${kind}`,
      handle((fields) => json[kind](rangeOf(fields))),
    );
    reports.get(`/${kind}.csv`, async (c: ConsoleContext) => {
      try {
        const range = rangeOf((await fieldsOf(c))!);
        return c.body(await csv[kind](range), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${kind}-${range.from}-to-${range.to}.csv"`,
          'Cache-Control': 'no-store',
        });
      } catch (error) {
        return refusalAnswer(c, error);
      }
    });
  }
  return reports;
}
