import type { SuccessWire } from '../../../contract/player/envelope.js';

export type { SuccessWire };

/** The place-bet call as the player API takes it: the slip's bids as comma-joined lists. */
export interface PlaceBetPayload {
  /** Comma-joined bid numbers. */
  number: string;
  /** Comma-joined amounts in rupees, in the same order. */
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

/** place-bet on the wire. */
export interface BettingWire {
  placeBet(payload: PlaceBetPayload): Promise<SuccessWire>;
}
