import { Subject } from 'rxjs';
import type {
  ConsoleAnswer,
  ConsoleRefusal,
  ExposureRow,
  ExposureView,
  MarketEvent,
  MarketEvents,
  MarketKind,
  PendingResult,
  ResultsBoardGateway,
  ResultStep,
  TodayBoardView,
} from '../../../../core/index.js';

const row = (game: ExposureRow['game'], number: string, stakePaise: number, payoutPaise: number): ExposureRow => ({
  game,
  number,
  session: 'OPEN',
  bids: stakePaise > 0 ? 1 : 0,
  stakePaise,
  payoutPaise,
  rate: '9.5',
});

/** The market day a preview or a correction speaks of: the one asked about, on 2026-11-20. */
const marketDayOf = (value: { market: string; kind: MarketKind; session?: string }) => ({
  market: value.market,
  kind: value.kind,
  day: '2026-11-20',
  timing: '',
  session: value.session ?? '',
});

/** A small exposure grid: digit 1 carries the most, pana 128 the most payout. */
export const GRID_ROWS: ExposureRow[] = [
  row('single', '2', 1000, 9500),
  row('single', '1', 5000, 47_500),
  row('singlepanna', '128', 1000, 150_000),
  row('singlepanna', '137', 0, 0),
  row('single', '0', 0, 0),
];

/**
 * The results desk's server in memory: records every call, answers with a board whose
 * reads are counted, and lets a test hold a read open (to see bursts coalesce) or script
 * the next answer as a refusal. Events go out through `events`.
 */
export class FakeResultsBoard implements ResultsBoardGateway, MarketEvents {
  readonly calls: { method: string; payload: unknown }[] = [];
  readonly events = new Subject<MarketEvent>();
  reads = 0;
  private held: (() => void)[] = [];
  holdReads = false;
  private scripted: ConsoleRefusal | undefined;
  /** Today's board's rows (a test sets them). */
  todayRows: TodayBoardView['rows'] = [];
  /** Earlier market days with pending bets (a test sets them). */
  earlierDays: TodayBoardView['earlier'] = [];
  /** What the market day has declared, as the exposure answer carries it (a test sets it). */
  result: ExposureView['result'] = { openPana: null, closePana: null, jodi: null };
  /** When the day may be voided, and whether it may be now (a test sets them). */
  voidWindow: { voidFrom: string; voidable: boolean } = { voidFrom: '2026-11-20 16:00', voidable: true };
  /** The server's time: before the draw (14:00) the preview says early. */
  now = '15:00';
  /** The day's void, as the exposure read carries it (voiding sets it, as the server records it). */
  voided: ExposureView['voided'] = null;
  /** The grid's rows, its liability limit, and once declared what was paid (a test sets them). */
  gridRows: ExposureRow[] = GRID_ROWS;
  limitPaise: number | null = null;
  paidPaise: number | null = null;

  events$ = () => this.events.asObservable();

  failNext(refusal: ConsoleRefusal): void {
    this.scripted = refusal;
  }

  /** Lets every held read answer. */
  release(): void {
    const held = this.held;
    this.held = [];
    for (const resume of held) resume();
  }

  private async answer<T>(method: string, payload: unknown, value: () => T): Promise<ConsoleAnswer<T>> {
    this.calls.push({ method, payload });
    if (this.holdReads) await new Promise<void>((resume) => this.held.push(resume));
    const scripted = this.scripted;
    this.scripted = undefined;
    if (scripted) return { ok: false, refusal: scripted };
    return { ok: true, value: value() };
  }

  today = () =>
    this.answer('today', undefined, (): TodayBoardView => {
      this.reads += 1;
      return {
        day: '2026-11-20',
        rows: this.todayRows,
        earlier: this.earlierDays,
        totals: { bids: this.reads, stakePaise: 0, payoutPaise: 0, netPaise: 0 },
      };
    });

  exposure: ResultsBoardGateway['exposure'] = (day) =>
    this.answer('exposure', day, () => {
      this.reads += 1;
      return {
        market: day.market,
        kind: day.kind,
        day: day.day ?? '2026-11-20',
        timing: day.timing ?? '',
        session: day.session ?? '',
        result: this.result,
        drawTime: '14:00',
        declared: this.paidPaise !== null,
        limitPaise: this.limitPaise,
        rows: this.gridRows,
        bids: 3,
        stakePaise: 7000,
        paidPaise: this.paidPaise,
        worst: { game: 'singlepanna', number: '128', session: 'OPEN', payoutPaise: 150_000 },
        ...this.voidWindow,
        voided: this.voided,
        pending: this.pending,
      };
    });

  preview: ResultsBoardGateway['preview'] = (value) =>
    this.answer('preview', value, () => ({
      ...marketDayOf(value),
      value: value.value,
      ank: 1,
      declared:
        value.kind === 'jackpot'
          ? this.result.jodi
          : value.session === 'close'
            ? this.result.closePana
            : this.result.openPana,
      winners: [GRID_ROWS[1]!, GRID_ROWS[2]!],
      winningBids: 2,
      payoutPaise: 197_500,
      stakePaise: 7000,
      netPaise: 7000 - 197_500,
      now: this.now,
      drawTime: '14:00',
      early: this.now < '14:00',
    }));

  correction: ResultsBoardGateway['correction'] = (value) =>
    this.answer('correction', value, () => ({
      ...marketDayOf(value),
      from: '128',
      to: value.value,
      gainers: [],
      losers: [],
      payoutBeforePaise: 0,
      payoutAfterPaise: 0,
    }));

  /** What waits for a second operator on the market day (two-person control; a test sets it, a withdrawal empties it). */
  pending: PendingResult[] = [];
  /** What a declaration or correction answers: declared, or (two-person control) waiting for a second operator. */
  step: ResultStep = { state: 'declared', message: '' };
  declare: ResultsBoardGateway['declare'] = (value) => this.answer('declare', value, () => this.step);
  correct: ResultsBoardGateway['correct'] = (value) => this.answer('correct', value, () => this.step);
  withdraw: ResultsBoardGateway['withdraw'] = (day) =>
    this.answer('withdraw', day, () => {
      this.pending = [];
      return undefined;
    });
  void: ResultsBoardGateway['void'] = (day) =>
    this.answer('void', day, () => {
      this.voided = { by: 'owner', at: '2026-11-20 16:05', refundedBets: 3, refundedPaise: 7000 };
      return {
        market: day.market,
        day: '2026-11-20',
        timing: day.timing ?? '',
        refundedBets: 3,
        refundedPaise: 7000,
        players: 2,
      };
    });
}
