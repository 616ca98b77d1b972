import type { SuccessAnswer } from './accounts-gateway.js';
import { token } from './token.js';

/** The place-bet payload: the slip's bids as comma-joined lists, and the client's request id. */
export interface PlaceBetPayload {
  /** Comma-joined bid numbers. */
  number: string;
  /** Comma-joined amounts, in the same order. */
  amount: string;
  /** Comma-joined sessions (OPEN, CLOSE or empty), in the same order. */
  types: string;
  market: string;
  specialGame: '';
  timing?: string;
  /** The board the slip was built on (BOARDS' id), which the histories name; older servers ignore it. */
  board?: string;
  /** The same for every retry of one slip, so the server places it at most once. */
  request_id: string;
}

export interface BettingGateway {
  placeBet(payload: PlaceBetPayload): Promise<SuccessAnswer>;
}
export const BettingGateway = token<BettingGateway>('BettingGateway');
