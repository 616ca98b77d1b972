import type { Observable } from 'rxjs';
import type {
  MarketDayRef,
  MarketEvents,
  ResultsBoardGateway,
  TodayBoardView,
  TodayRow,
} from '../ports/results-board-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { liveReads } from './live-reads.js';
import type { OperatorOutcome } from './operator-outcome.js';

/** Today's markets, live: read again whenever a bet, a declaration or a void happens anywhere. */
export class TodayBoard {
  constructor(
    private readonly board: ResultsBoardGateway,
    private readonly events: MarketEvents,
    private readonly policy: ConsolePolicy,
  ) {}

  board$(): Observable<OperatorOutcome<TodayBoardView>> {
    return liveReads(this.events.events$(), () => this.policy.run(() => this.board.today()));
  }
}

/**
 * The market days a row of the board opens on the results desk: a main market's two sessions, or
 * its one draw; an earlier day's row (one with a `day`) opens that day's desk.
 */
export function marketDaysOf(row: Pick<TodayRow, 'market' | 'kind' | 'timing'> & { day?: string }): MarketDayRef[] {
  const day = row.day ? { day: row.day } : {};
  if (row.kind === 'main')
    return (['open', 'close'] as const).map((session) => ({ market: row.market, kind: row.kind, session, ...day }));
  return [{ market: row.market, kind: row.kind, ...(row.timing ? { timing: row.timing } : {}), ...day }];
}

/** A market day's name as an operator reads it: "KALYAN open", "STARLINE 10:00", "GALI". */
export function marketDayName(day: MarketDayRef): string {
  return [day.market, day.session ?? day.timing].filter(Boolean).join(' ');
}
