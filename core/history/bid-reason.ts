import { gameOfNumber, type Game } from '../numbers/game-of-number.js';
import { ank, isPana } from '../numbers/panas.js';
import { MARKET_KINDS, type MarketKind } from '../markets/market-kinds.js';
import { payoutAt } from '../markets/payout.js';
import type { BidSettlement } from '../ports/history-gateway.js';
import { BOARDS, type BoardId } from '../markets/boards.js';
import { settlementView, winsOn, type StoredResult } from '../markets/win-conditions.js';

/** A settled bid as the history answers it: what was bid, and what it was paid. */
export interface ExplainedBid {
  marketKind: MarketKind;
  game: Game;
  number: string;
  session: string;
  /** The server's verdict, which the explanation must agree with. */
  status: 'WON' | 'LOSS' | 'PENDING';
  stakePaise: number;
  /** The rate the bid was placed at ('9.5'): a win is paid at it, whatever the rates are now. */
  rate: string;
  payoutPaise: number;
}

/** The part of the result that decided a bid, as the player reads it. */
export type DecidingResult =
  /** A single: the pana of its session, and that pana's ank. `side` 'result' is a starline slot's one pana. */
  | { kind: 'ank'; side: 'open' | 'close' | 'result'; pana: string; ank: string }
  /** A pana bid: the pana of its session. */
  | { kind: 'pana'; side: 'open' | 'close' | 'result'; pana: string }
  /** A jodi on a main market: the two panas and the jodi of their anks. */
  | { kind: 'jodiOfPanas'; openPana: string; closePana: string; jodi: string }
  /** A jodi on a jackpot market: the declared jodi. */
  | { kind: 'jodi'; jodi: string }
  /** The sangams: both panas, each with its ank. */
  | { kind: 'sangam'; openPana: string; openAnk: string; closePana: string; closeAnk: string };

/** Why a bid won or lost: what was declared, and what that did to the bid. */
export interface BidReason {
  deciding: DecidingResult;
  won: boolean;
  game: Game;
  number: string;
  stakePaise: number;
  rate: string;
  payoutPaise: number;
}

/**
 * Why a settled bid won or lost, read from the result by core's win rule on the market's
 * kind (the rule settlement pays by), so it can never tell a different story. Undefined for
 * a pending bid, a result not yet declared, a verdict the rule does not give (a result
 * corrected after settlement, until it is settled again), or a win whose payout is not its
 * stake at its own rate by core's payout rule (the line says "10 × 9.5 = ₹95"): better no
 * line than a wrong one.
 */
export function bidReason(bid: ExplainedBid, stored: StoredResult): BidReason | undefined {
  if (bid.status === 'PENDING') return undefined;
  const view = settlementView(bid.marketKind, bid.session, stored);
  const won = winsOn(bid.game, bid.number, view.session, view.result);
  if (won === undefined || won !== (bid.status === 'WON')) return undefined;
  if (won && payoutAt(bid.stakePaise, bid.rate) !== bid.payoutPaise) return undefined;
  const deciding = decidingResult(bid.marketKind, bid.game, view.session, view.result);
  if (!deciding) return undefined;
  return {
    deciding,
    won,
    game: bid.game,
    number: bid.number,
    stakePaise: bid.stakePaise,
    rate: won ? bid.rate : '',
    payoutPaise: won ? bid.payoutPaise : 0,
  };
}

function decidingResult(kind: MarketKind, game: Game, session: string, result: StoredResult) {
  const open = result.openPana && isPana(result.openPana) ? result.openPana : undefined;
  const close = result.closePana && isPana(result.closePana) ? result.closePana : undefined;
  const side = kind === 'starline' ? 'result' : session === 'OPEN' ? 'open' : 'close';
  const sessionPana = session === 'OPEN' ? open : close;
  switch (game) {
    case 'single':
      return sessionPana
        ? ({ kind: 'ank', side, pana: sessionPana, ank: String(ank(sessionPana)) } as const)
        : undefined;
    case 'singlepanna':
    case 'doublepanna':
    case 'triplepanna':
      return sessionPana ? ({ kind: 'pana', side, pana: sessionPana } as const) : undefined;
    case 'jodi':
      if (kind === 'jackpot') return result.jodi ? ({ kind: 'jodi', jodi: result.jodi } as const) : undefined;
      return open && close
        ? ({ kind: 'jodiOfPanas', openPana: open, closePana: close, jodi: `${ank(open)}${ank(close)}` } as const)
        : undefined;
    case 'halfsangam':
    case 'fullsangam':
      return open && close
        ? ({
            kind: 'sangam',
            openPana: open,
            openAnk: String(ank(open)),
            closePana: close,
            closeAnk: String(ank(close)),
          } as const)
        : undefined;
  }
}

/** Each game's own board, whose name says no more than the game's. */
const OWN_BOARD: Readonly<Record<Game, BoardId>> = {
  single: 'singleDigits',
  jodi: 'jodi',
  singlepanna: 'singlePanna',
  doublepanna: 'doublePanna',
  triplepanna: 'triplePanna',
  halfsangam: 'halfSangam',
  fullsangam: 'fullSangam',
};

/**
 * The board a history answer names for a bid, where it says more than the bid's game (family
 * pana, SP motor, jodi bulk, …); undefined for the game's own board or an unknown one.
 */
export function boardOfRecord(record: Pick<BidSettlement, 'boardId'>, number: string): BoardId | undefined {
  const board = record.boardId;
  if (!board || !Object.hasOwn(BOARDS, board)) return undefined;
  const game = gameOfNumber(number);
  return game && OWN_BOARD[game] === board ? undefined : (board as BoardId);
}

/**
 * The reason for a bid of a history answer: its market's kind and result as the answer
 * carries them (an older server sends neither, and gets no reason line).
 */
export function reasonOfRecord(
  record: Pick<BidSettlement, 'marketKind' | 'result'>,
  bid: Omit<ExplainedBid, 'marketKind' | 'game'> & { game: string },
): BidReason | undefined {
  const marketKind = MARKET_KINDS.find((kind) => kind === record.marketKind);
  const game = gameOfNumber(bid.number);
  if (!marketKind || !game || game !== bid.game || !record.result) return undefined;
  return bidReason({ ...bid, marketKind, game }, record.result);
}
