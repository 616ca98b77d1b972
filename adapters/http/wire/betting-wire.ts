import type { SuccessWire } from '../../../contract/player/envelope.js';
import type { PlaceBetCommand } from '../../../contract/player/bet-requests.js';
import type { RequestBody } from '../../../contract/requests/request-body.js';

export type { SuccessWire };

/**
 * The place-bet call as the player API takes it: the slip's bids as comma-joined lists
 * (contract/player/bet-requests.ts), and `specialGame`, which older servers read.
 */
export type PlaceBetPayload = RequestBody<typeof PlaceBetCommand> & { specialGame: '' };

/** place-bet on the wire. */
export interface BettingWire {
  placeBet(payload: PlaceBetPayload): Promise<SuccessWire>;
}
