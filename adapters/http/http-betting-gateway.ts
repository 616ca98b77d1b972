import { walletString, type BettingGateway, type SlipToPlace } from 'matka-core/player';
import type { JsonClient } from './json-client.js';
import { portAnswerOf, wordsOf } from './port-answer-of.js';
import type { BettingWire, PlaceBetPayload } from './wire/betting-wire.js';
import { successAnswer } from '../../contract/player/envelope.js';

/** place-bet over HTTP, as the player API takes and answers it. */
export class HttpBettingWire implements BettingWire {
  constructor(private readonly json: JsonClient) {}

  placeBet: BettingWire['placeBet'] = (p) => this.json.call('place-bet', 'POST', { ...p }, successAnswer);
}

/** The betting port over HTTP. */
export class HttpBettingGateway implements BettingGateway {
  private readonly port: BettingGateway;

  constructor(json: JsonClient) {
    this.port = bettingOverWire(new HttpBettingWire(json));
  }

  placeBet: BettingGateway['placeBet'] = (slip) => this.port.placeBet(slip);
}

/** The betting port over the player API's wire (HTTP, or a test's scripted answers). */
export function bettingOverWire(wire: BettingWire): BettingGateway {
  return {
    placeBet: async (slip) =>
      portAnswerOf(await wire.placeBet(placeBetPayload(slip)), wordsOf, { flag: (answer) => answer.success }),
  };
}

/** The place-bet payload: the bids as comma-joined lists in slip order, amounts in rupees. */
export function placeBetPayload(slip: SlipToPlace): PlaceBetPayload {
  return {
    number: slip.bids.map((bid) => bid.number).join(','),
    amount: slip.bids.map((bid) => walletString(bid.amountPaise)).join(','),
    types: slip.bids.map((bid) => bid.session).join(','),
    market: slip.market,
    specialGame: '',
    ...(slip.timing ? { timing: slip.timing } : {}),
    board: slip.boardId,
    request_id: slip.requestId,
  };
}
