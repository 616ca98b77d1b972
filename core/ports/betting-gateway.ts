import type { BidSession } from '../bid-slip/session-choice.js';
import type { Acknowledgement, PortAnswer } from './port-answer.js';
import { token } from './token.js';

/** One bid of a slip: its number, its session (none for a starline or jackpot bid) and its stake. */
export interface BidToPlace {
  number: string;
  session: BidSession;
  /** The stake in integer paise (whole rupees: one point is one rupee). */
  amountPaise: number;
}

/** A slip to place: its market (and starline or jackpot slot), the board it was built on, its bids. */
export interface SlipToPlace {
  market: string;
  /** A starline or jackpot slot ('11:00 AM'). */
  timing?: string;
  /** The board the slip was built on (`BOARDS`' id), which the histories name. */
  boardId: string;
  /** The same for every retry of one slip, so the server places it at most once. */
  requestId: string;
  bids: BidToPlace[];
}

/**
 * Placing bets. A refusal's code is the server's reason; `requestIdReused` says the request id
 * was already used for another slip, so this slip needs a new one.
 */
export interface BettingGateway {
  placeBet(slip: SlipToPlace): Promise<PortAnswer<Acknowledgement>>;
}
export const BettingGateway = token<BettingGateway>('BettingGateway');
