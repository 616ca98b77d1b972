import type {
  ExportKind,
  FundsReport,
  GamesReport,
  MarketsReport,
  ReportKind,
  ReportRange,
  ProfitReport,
  ReportsGateway,
  WinnersQuery,
  WinnersReport,
} from '../ports/reports-gateway.js';
import type { ConsoleAnswer } from '../ports/console-answer.js';
import type { ConsolePolicy } from './console-policy.js';
import { dayError } from './operator-input.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The longest range a report covers (the server refuses more). */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * The owner's reports over a range of days, and their CSV addresses. A range left empty
 * (both days) asks for the server's today: the server's clock decides what today is.
 */
export class ConsoleReports {
  constructor(
    private readonly reports: ReportsGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  markets(range: ReportRange): Promise<OperatorOutcome<MarketsReport>> {
    return this.ask(range, (r) => this.reports.markets(r));
  }

  games(range: ReportRange): Promise<OperatorOutcome<GamesReport>> {
    return this.ask(range, (r) => this.reports.games(r));
  }

  funds(range: ReportRange): Promise<OperatorOutcome<FundsReport>> {
    return this.ask(range, (r) => this.reports.funds(r));
  }

  profit(range: ReportRange): Promise<OperatorOutcome<ProfitReport>> {
    return this.ask(range, (r) => this.reports.profit(r));
  }

  /** One result's winners: a market (required) and its day (empty: today). */
  winners(query: WinnersQuery): Promise<OperatorOutcome<WinnersReport>> {
    const problem = winnersProblem(query);
    if (problem) return Promise.resolve(problem as OperatorOutcome<WinnersReport>);
    return this.policy.run(() => this.reports.winners(trimmedQuery(query)));
  }

  /** The winners' CSV, or undefined while the query is not one the server would take. */
  winnersCsvUrl(query: WinnersQuery): string | undefined {
    return winnersProblem(query) ? undefined : this.reports.winnersCsvUrl(trimmedQuery(query));
  }

  /** Where an owner's whole-table CSV file downloads (players, deposits, withdrawals, the payout file). */
  exportUrl(kind: ExportKind): string {
    return this.reports.exportUrl(kind);
  }

  /** Where one player's whole ledger downloads as CSV. */
  ledgerExportUrl(playerId: string): string {
    return this.reports.ledgerExportUrl(playerId);
  }

  /** The CSV of a report, or undefined while the range is not one the server would take. */
  csvUrl(kind: ReportKind, range: ReportRange): string | undefined {
    return rangeProblem(range) ? undefined : this.reports.csvUrl(kind, trimmed(range));
  }

  private ask<T>(range: ReportRange, call: (range: ReportRange) => Promise<ConsoleAnswer<T>>) {
    const problem = rangeProblem(range);
    if (problem) return Promise.resolve(problem as OperatorOutcome<T>);
    return this.policy.run(() => call(trimmed(range)));
  }
}

const trimmed = (range: ReportRange): ReportRange => ({ from: range.from.trim(), to: range.to.trim() });

/** What is wrong with a range, as the failure to show beside its field. */
function rangeProblem(range: ReportRange): OperatorOutcome<never> | undefined {
  const { from, to } = trimmed(range);
  if (from === '' && to === '') return undefined;
  if (from === '') return badInput(operatorText('enterValidDate'), 'from');
  if (to === '') return badInput(operatorText('enterValidDate'), 'to');
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const error = dayError(day);
    if (error) return badInput(error, field);
  }
  if (from > to) return badInput(operatorText('fromAfterTo'), 'from');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) return badInput(operatorText('reportRangeTooLong', { max: MAX_REPORT_DAYS }), 'from');
  return undefined;
}

const trimmedQuery = (query: WinnersQuery): WinnersQuery => ({
  ...query,
  market: query.market.trim(),
  day: query.day.trim(),
  timing: query.timing.trim(),
});

function winnersProblem(query: WinnersQuery): OperatorOutcome<never> | undefined {
  const { market, day } = trimmedQuery(query);
  if (market === '') return badInput(operatorText('chooseWinnersMarket'), 'market');
  const error = day === '' ? undefined : dayError(day);
  return error ? badInput(error, 'day') : undefined;
}
