import type { BettingGateway } from 'matka-core/player';
import type { JsonClient } from './json-client.js';
import { successAnswer } from './wire.js';

/** place-bet over HTTP. */
export class HttpBettingGateway implements BettingGateway {
  constructor(private readonly json: JsonClient) {}

  placeBet: BettingGateway['placeBet'] = (p) => this.json.call('place-bet', 'POST', { ...p }, successAnswer);
}
