import type { Observable } from 'rxjs';
import type {
  ExposureRow,
  ExposureView,
  MarketDayRef,
  MarketEvents,
  ResultsBoardGateway,
} from '../ports/results-board-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { liveReads } from './live-reads.js';
import type { OperatorOutcome } from './operator-outcome.js';

/** A column of the grid: payoutPaise before the declaration, paidPaise after; roomPaise against the limit. */
export type ExposureColumn = 'number' | 'bids' | 'stakePaise' | 'payoutPaise' | 'paidPaise' | 'roomPaise';
export interface ExposureSort {
  column: ExposureColumn;
  descending: boolean;
}

/** The exposure grid of one market day, live: read again on every event of that market day. */
export class ExposureGrid {
  constructor(
    private readonly board: ResultsBoardGateway,
    private readonly events: MarketEvents,
    private readonly policy: ConsolePolicy,
  ) {}

  grid$(day: MarketDayRef): Observable<OperatorOutcome<ExposureView>> {
    return liveReads(
      this.events.events$(),
      () => this.policy.run(() => this.board.exposure(day)),
      (event) => event.market === day.market && (day.timing === undefined || event.timing === day.timing),
    );
  }
}

const GAME_ORDER = ['single', 'jodi', 'singlepanna', 'doublepanna', 'triplepanna', 'halfsangam', 'fullsangam'];

/**
 * The grid's rows in the order asked for; ties (and the 'number' column) fall back to the
 * catalogue's order: by game, then number. The worst case stays the row that pays most.
 */
export function sortExposure(rows: readonly ExposureRow[], sort: ExposureSort): ExposureRow[] {
  const catalogue = (a: ExposureRow, b: ExposureRow) =>
    GAME_ORDER.indexOf(a.game) - GAME_ORDER.indexOf(b.game) || a.number.localeCompare(b.number);
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) =>
    sort.column === 'number'
      ? direction * catalogue(a, b)
      : direction * ((a[sort.column] ?? 0) - (b[sort.column] ?? 0)) || catalogue(a, b),
  );
}

/** Where a number stands against the liability limit: the room it has left, or how far over it is. */
export type LimitStanding = { over: false; roomPaise: number } | { over: true; overPaise: number };

/** The row's standing against the limit; undefined without a limit (or once declared). */
export function limitStanding(row: ExposureRow): LimitStanding | undefined {
  if (row.roomPaise === undefined || row.roomPaise === null) return undefined;
  return row.roomPaise < 0 ? { over: true, overPaise: -row.roomPaise } : { over: false, roomPaise: row.roomPaise };
}

/** The numbers over the limit, most over first. */
export function overLimit(rows: readonly ExposureRow[]): ExposureRow[] {
  return sortExposure(
    rows.filter((row) => limitStanding(row)?.over),
    { column: 'roomPaise', descending: false },
  );
}

/** The row whose win would cost the house most (the first in catalogue order on a tie), if any carries a stake. */
export function worstCase(rows: readonly ExposureRow[]): ExposureRow | undefined {
  return sortExposure(rows, { column: 'payoutPaise', descending: true }).find((row) => row.payoutPaise > 0);
}
