import * as v from 'valibot';
import type { MarketsGateway } from 'matka-core/player';
import type { JsonClient } from './json-client.js';
import { marketsOverWire } from './markets-over-wire.js';
import type { MarketsWire } from './wire/markets-wire.js';
import { amount, envelopeEntries, flag, list, opt, successAnswer, textField } from '../../contract/player/envelope.js';

const market = v.looseObject({
  market: v.string(),
  result: textField,
  is_open: v.pipe(flag, v.transform(String)),
  is_close: v.pipe(flag, v.transform(String)),
  open_time: textField,
  close_time: textField,
  closed_reason: opt(v.string()),
});
const home = v.looseObject({
  ...envelopeEntries,
  result: list(market),
  images: list(v.looseObject({ image: v.string(), refer: opt(v.string()), data: opt(v.string()) })),
  data: list(v.looseObject({ data_key: v.string(), data: v.unknown() })),
  delhi_enable: opt(flag),
  starline_enable: opt(flag),
  // The market's IANA zone (beyond the existing apps' API): an older server sends none, and a zone that is not
  // text reads as none rather than failing home.
  time_zone: v.fallback(opt(v.string()), undefined),
  // The server's clock when it answered (beyond the existing apps' API too): read the same way.
  server_time: v.fallback(opt(v.string()), undefined),
  // Why the player may not bet now (a break, a self-exclusion): absent from older servers.
  betting_paused: opt(
    v.object({
      message_key: v.string(),
      message_values: opt(v.record(v.string(), v.union([v.string(), v.number()]))),
    }),
  ),
});
const slot = v.looseObject({
  name: textField,
  market: v.string(),
  result: textField,
  is_open: v.pipe(flag, v.transform(String)),
  close: textField,
  closed_reason: opt(v.string()),
});
const starline = v.looseObject({
  ...envelopeEntries,
  games: list(slot),
  rates: v.optional(
    v.looseObject({
      single: v.optional(amount, 0),
      single_pana: v.optional(amount, 0),
      double_pana: v.optional(amount, 0),
      triple_pana: v.optional(amount, 0),
    }),
    {},
  ),
});
const jackpot = v.looseObject({
  ...envelopeEntries,
  games: list(
    v.looseObject({
      market: v.string(),
      result: textField,
      is_open: v.pipe(flag, v.transform(String)),
      closed_reason: opt(v.string()),
    }),
  ),
  rates: v.optional(v.looseObject({ jodi: v.optional(amount, 0) }), {}),
});
const rate = v.optional(amount, 0);
const rates = v.looseObject({
  ...envelopeEntries,
  rates: v.looseObject({
    single: rate,
    jodi: rate,
    singlepatti: rate,
    doublepatti: rate,
    triplepatti: rate,
    halfsangam: rate,
    fullsangam: rate,
    star: opt(v.looseObject({ single: rate, singlepatti: rate, doublepatti: rate, triplepatti: rate })),
    delhi: opt(v.looseObject({ single: opt(amount), jodi: rate })),
  }),
});
const marketList = v.looseObject({ ...envelopeEntries, markets: list(v.string()) });

const ticketAnswer = v.looseObject({ ...successAnswer.entries, ticket: opt(v.string()) });

/** The market calls of the player API over HTTP, as it takes and answers them. */
export class HttpMarketsWire implements MarketsWire {
  constructor(private readonly json: JsonClient) {}

  home: MarketsWire['home'] = () => this.json.call('home', 'POST', {}, home);
  starline: MarketsWire['starline'] = () => this.json.call('starline', 'POST', {}, starline);
  jackpot: MarketsWire['jackpot'] = () => this.json.call('jackpot', 'POST', {}, jackpot);
  rates: MarketsWire['rates'] = () => this.json.call('rate', 'POST', {}, rates);
  marketList: MarketsWire['marketList'] = () => this.json.call('market-list', 'POST', {}, marketList);
  streamTicket: MarketsWire['streamTicket'] = () => this.json.call('stream-ticket', 'POST', {}, ticketAnswer);
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
