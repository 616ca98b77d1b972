import type { MarketsGateway } from 'matka-core/player';
import type { JsonClient } from './json-client.js';
import { marketsOverWire } from './markets-over-wire.js';
import type { MarketsWire } from './wire/markets-wire.js';
import {
  homeAnswer,
  jackpotAnswer,
  marketListAnswer,
  ratesAnswer,
  starlineAnswer,
  streamTicketAnswer,
} from '../../contract/player/markets.js';

/** The market calls of the player API over HTTP, as it takes and answers them. */
export class HttpMarketsWire implements MarketsWire {
  constructor(private readonly json: JsonClient) {}

  home: MarketsWire['home'] = () => this.json.call('home', 'POST', {}, homeAnswer);
  starline: MarketsWire['starline'] = () => this.json.call('starline', 'POST', {}, starlineAnswer);
  jackpot: MarketsWire['jackpot'] = () => this.json.call('jackpot', 'POST', {}, jackpotAnswer);
  rates: MarketsWire['rates'] = () => this.json.call('rate', 'POST', {}, ratesAnswer);
  marketList: MarketsWire['marketList'] = () => this.json.call('market-list', 'POST', {}, marketListAnswer);
  streamTicket: MarketsWire['streamTicket'] = () => this.json.call('stream-ticket', 'POST', {}, streamTicketAnswer);
}

/** The market port over HTTP. */
export class HttpMarketsGateway implements MarketsGateway {
  private readonly port: MarketsGateway;

  constructor(json: JsonClient) {
    this.port = marketsOverWire(new HttpMarketsWire(json));
  }

  home: MarketsGateway['home'] = () => this.port.home();
  starline: MarketsGateway['starline'] = () => this.port.starline();
  jackpot: MarketsGateway['jackpot'] = () => this.port.jackpot();
  rates: MarketsGateway['rates'] = () => this.port.rates();
  marketList: MarketsGateway['marketList'] = () => this.port.marketList();
  streamTicket: MarketsGateway['streamTicket'] = () => this.port.streamTicket();
}
