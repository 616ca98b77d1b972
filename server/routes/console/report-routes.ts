import type {
  FundsReportAnswer,
  GamesReportAnswer,
  MarketsReportAnswer,
  ProfitReportAnswer,
  WinnersReportAnswer,
} from '../../../contract/console/reports.js';
import { Hono } from 'hono';
import { ReportRange } from '../../../contract/console/content-requests.js';
import { parseConsole } from '../../commands/parse-console.js';
import { MarketDayFields } from '../../../contract/console/results-desk-requests.js';
import type { ReportRange as Range } from '../../services/history/reports.js';
import { downloadHeaders } from '../../http/download-headers.js';
import type { Services } from '../../services/server-services.js';
import { allow, fieldsOf, handle, refusalAnswer, type ConsoleEnv, type ConsoleContext } from './console-context.js';

/** The reports as JSON (play per day comes inside `markets`). */
const JSON_REPORTS = ['markets', 'games', 'funds', 'profit'] as const;

/** Each CSV, by the tab it exports, and the name its file starts with. */
const CSV_FILES = {
  days: 'play-per-day',
  markets: 'play-per-day-and-market',
  games: 'play-per-game',
  funds: 'funds-per-day',
  profit: 'profit-and-loss',
} as const;

const csvHeaders = (file: string) => downloadHeaders('text/csv; charset=utf-8', `${file}.csv`);

/** /reports: the owner's reports over a range of days (and one result's winners), as JSON and as CSV. */
export function reportRoutes(s: Services): Hono<ConsoleEnv> {
  const reports = new Hono<ConsoleEnv>();
  const owner = s.console.reports;
  // Reports show the business's whole money (stakes, payouts, deposits, withdrawals): owners only.
  reports.use('*', allow('owner'));
  const rangeOf = (fields: Record<string, unknown>): Range => {
    const { from, to } = parseConsole(ReportRange, fields);
    return owner.range(from, to);
  };
  // Each answer typed by the contract the console reads it with.
  const json: Record<(typeof JSON_REPORTS)[number], (range: Range) => Promise<object>> = {
    markets: (range): Promise<MarketsReportAnswer> => owner.markets(range),
    games: (range): Promise<GamesReportAnswer> => owner.games(range),
    funds: (range): Promise<FundsReportAnswer> => owner.funds(range),
    profit: (range): Promise<ProfitReportAnswer> => owner.profitAndLoss(range),
  };
  const csv: Record<keyof typeof CSV_FILES, (range: Range) => Promise<string>> = {
    days: (range) => owner.daysCsv(range),
    markets: (range) => owner.marketsCsv(range),
    games: (range) => owner.gamesCsv(range),
    funds: (range) => owner.fundsCsv(range),
    profit: (range) => owner.profitCsv(range),
  };
  for (const kind of JSON_REPORTS) {
    reports.get(
      `/${kind}`,
      handle((fields) => json[kind](rangeOf(fields))),
    );
  }
  for (const kind of Object.keys(CSV_FILES) as (keyof typeof CSV_FILES)[]) {
    reports.get(`/${kind}.csv`, async (c: ConsoleContext) => {
      try {
        const range = rangeOf((await fieldsOf(c))!);
        const file = `${CSV_FILES[kind]}-${range.from}-to-${range.to}`;
        return c.body(await csv[kind](range), 200, csvHeaders(file));
      } catch (error) {
        return refusalAnswer(c, error);
      }
    });
  }
  // One result's winners: ?market=&day=&session=open|close (main) or &timing= (a starline slot).
  reports.get(
    '/winners',
    handle((fields): Promise<WinnersReportAnswer> => owner.winners(parseConsole(MarketDayFields, fields))),
  );
  reports.get('/winners.csv', async (c: ConsoleContext) => {
    try {
      const { csv: body, name } = await owner.winnersCsv(parseConsole(MarketDayFields, (await fieldsOf(c))!));
      return c.body(body, 200, csvHeaders(name));
    } catch (error) {
      return refusalAnswer(c, error);
    }
  });
  return reports;
}
