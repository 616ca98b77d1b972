import {
  toPaise,
  type BetDetail,
  type BidSettlement,
  type DateRange,
  type HistoryBid,
  type HistoryGateway,
  type HistoryPage,
  type Movement,
  type PassbookMovement,
  type Winning,
} from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { portAnswerOf } from './port-answer-of.js';
import type {
  BetDetails,
  BidRecord,
  DateWindow,
  HistoryWire,
  MovementWire,
  PageWire,
  PassbookRecord,
  SettlementRecord,
  WinningRecord,
} from './wire/history-wire.js';
import { bidHistory, passbook, winnings } from '../../contract/player/history.js';

/** Bid history (games2), passbook and the legacy winning ledger over HTTP, as the player API takes and answers them. */
export class HttpHistoryWire implements HistoryWire {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  bidHistory: HistoryWire['bidHistory'] = (p) => this.json.call('games2', 'POST', { ...p }, bidHistory);
  passbook: HistoryWire['passbook'] = (p) => this.json.call('passbook', 'POST', { ...p }, passbook);
  winningLedger: HistoryWire['winningLedger'] = (p) => this.legacy.post('winning_ledger', p, winnings);
}

/** The history port over HTTP. */
export class HttpHistoryGateway implements HistoryGateway {
  private readonly port: HistoryGateway;

  constructor(json: JsonClient, legacy: LegacyFormClient) {
    this.port = historyOverWire(new HttpHistoryWire(json, legacy));
  }

  bidHistory: HistoryGateway['bidHistory'] = (query) => this.port.bidHistory(query);
  passbook: HistoryGateway['passbook'] = (query) => this.port.passbook(query);
  winnings: HistoryGateway['winnings'] = (kind) => this.port.winnings(kind);
}

/** The history port over the player API's wire (HTTP, or a test's scripted answers). */
export function historyOverWire(wire: HistoryWire): HistoryGateway {
  return {
    bidHistory: async (query) =>
      portAnswerOf(
        await wire.bidHistory({
          ...dateWindow(query.range, query.fresh),
          page: query.page,
          openFlter: query.open ? '1' : '0',
          closeFlter: query.close ? '1' : '0',
          ...(query.kind ? { type: query.kind } : {}),
        }),
        (answer) => pageOf(answer, (answer.bids ?? []).map(historyBidOf)),
      ),
    passbook: async (query) =>
      portAnswerOf(
        await wire.passbook({
          ...dateWindow(query.range, query.fresh),
          current_page: query.page,
          ...(query.depositsAndWithdrawals ? { type: 'dw' as const } : {}),
        }),
        (answer) => pageOf(answer, (answer.data ?? []).map(passbookMovementOf)),
      ),
    winnings: async (kind) =>
      portAnswerOf(await wire.winningLedger({ type: kind }), (answer) => (answer.data ?? []).map(winningOf)),
  };
}

/** A range as the history calls take it: FRESH_DATA '1' asks the server to skip its cache. */
export function dateWindow(range: DateRange, fresh: boolean): DateWindow {
  return { date: range.to, start_date: range.from, end_date: range.to, FRESH_DATA: fresh ? '1' : '0' };
}

/** Rupees as sent (a number, '1250.50', '1,250.50') in integer paise; 0 when missing or unreadable. */
const paiseOf = (value: unknown): number => toPaise(value) ?? 0;
/** A field as text; '' when missing. */
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
/** A page number as sent, as a whole number from 1 (1 when missing or unreadable). */
const pageNumber = (value: unknown): number => {
  const whole = Math.trunc(Number(value));
  return Number.isFinite(whole) && whole >= 1 ? whole : 1;
};

function pageOf<T>(answer: Partial<PageWire>, rows: T[]): HistoryPage<T> {
  return { rows, page: pageNumber(answer.current_page), totalPages: pageNumber(answer.total_pages) };
}

/** The settlement parts of a history bid: its board, its market's kind and the day's result. */
export function settlementOf(record: SettlementRecord): BidSettlement {
  const result = record.result;
  return {
    boardId: textOf(record.board),
    marketKind: textOf(record.market_kind),
    result:
      result && typeof result === 'object'
        ? { openPana: result.open_pana ?? null, closePana: result.close_pana ?? null, jodi: result.jodi ?? null }
        : undefined,
  };
}

/** A bid of the bid history answer. */
export function historyBidOf(record: BidRecord): HistoryBid {
  return {
    ...settlementOf(record),
    status: textOf(record.bid_status),
    time: textOf(record.time),
    market: textOf(record.market),
    timing: textOf(record.timing),
    date: textOf(record.date),
    game: textOf(record.game),
    session: textOf(record.session),
    number: textOf(record.number),
    amountPaise: paiseOf(record.amount),
    winPaise: paiseOf(record.win_amount),
    rate: textOf(record.rate),
  };
}

/** A movement's kind, ref and bid, from the fields the answers carry flat beside it. */
export function movementOf(record: MovementWire): Movement {
  const { kind, ref, market, game, number, session } = record;
  return {
    ...(typeof kind === 'string' ? { kind } : {}),
    ...(typeof ref === 'string' ? { ref } : {}),
    ...(market && game && number ? { bid: { market, game, number, session: session ?? '' } } : {}),
  };
}

/** A bet's session as its passbook details name it; '' for a bid without one. */
const sessionOf = (type: string) => (type === 'OPEN' || type === 'CLOSE' ? type : '');

function passbookMovementOf(record: PassbookRecord): PassbookMovement {
  const bet = record.exp && typeof record.exp === 'object' ? betDetailOf(record.exp) : undefined;
  return {
    id: textOf(record.id),
    date: textOf(record.date),
    beforePaise: paiseOf(record.before_wallet),
    afterPaise: paiseOf(record.after_wallet),
    mainPaise: paiseOf(record.amount),
    bonusPaise: paiseOf(record.bonus_amount),
    remark: textOf(record.remark),
    ...(typeof record.kind === 'string' ? { kind: record.kind } : {}),
    ...(typeof record.ref === 'string' ? { ref: record.ref } : {}),
    ...(bet
      ? { bid: { market: bet.playedFor, game: bet.game, number: bet.number, session: sessionOf(bet.type) } }
      : {}),
    bet,
  };
}

function betDetailOf(bet: BetDetails): BetDetail {
  return {
    ...settlementOf(bet),
    playedFor: textOf(bet.played_for),
    status: textOf(bet.status),
    type: textOf(bet.type),
    bidPaise: paiseOf(bet.bid_amount),
    winRatio: textOf(bet.win_ratio),
    game: textOf(bet.game),
    number: textOf(bet.number),
    winPaise: paiseOf(bet.win_amount),
  };
}

function winningOf(record: WinningRecord): Winning {
  return {
    ...movementOf(record),
    date: textOf(record.date),
    amountPaise: paiseOf(record.amount),
    bonusPaise: paiseOf(record.bonus_amount),
    remark: textOf(record.remark),
  };
}
