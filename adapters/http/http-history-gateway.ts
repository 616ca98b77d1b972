import * as v from 'valibot';
import type { HistoryGateway } from 'matka-core/player';
import type { LegacyFormClient } from '../legacy-form/legacy-form-client.js';
import type { JsonClient } from './json-client.js';
import { amount, envelopeEntries, list, movementEntries, opt, textField } from './wire.js';

const optionalText = v.nullish(v.string());
/** What this server adds to a bid: its market's kind and the result of its day (older servers send neither). */
const settlement = {
  board: v.optional(v.string()),
  market_kind: v.optional(v.string()),
  result: v.nullish(v.looseObject({ open_pana: optionalText, close_pana: optionalText, jodi: optionalText })),
};
const bid = v.looseObject({
  bid_status: textField,
  time: textField,
  market: textField,
  date: textField,
  game: textField,
  session: textField,
  number: textField,
  amount: v.optional(amount, '0'),
  win_amount: v.optional(amount),
  rate: v.optional(amount),
  ...settlement,
});
const betDetails = v.looseObject({
  played_for: textField,
  status: textField,
  type: textField,
  bid_amount: v.optional(amount, '0'),
  win_ratio: v.optional(amount, '0'),
  game: textField,
  number: textField,
  win_amount: v.optional(amount, '0'),
  ...settlement,
});
const passbookRow = v.looseObject({
  id: v.optional(amount, ''),
  date: textField,
  before_wallet: v.optional(amount, '0'),
  amount: v.optional(amount, '0'),
  bonus_amount: v.optional(amount, '0'),
  after_wallet: v.optional(amount, '0'),
  remark: textField,
  kind: v.optional(v.string()),
  ref: optionalText,
  exp: opt(betDetails),
});
const page = { total_pages: v.optional(amount, 1), current_page: v.optional(amount, 1) };
const bidHistory = v.looseObject({ ...envelopeEntries, bids: list(bid), ...page });
const passbook = v.looseObject({ ...envelopeEntries, data: list(passbookRow), ...page });
const winnings = v.looseObject({
  ...envelopeEntries,
  data: list(
    v.looseObject({
      sn: opt(amount),
      date: textField,
      amount: v.optional(amount, '0'),
      bonus_amount: v.optional(amount, '0'),
      remark: textField,
      ...movementEntries,
    }),
  ),
});

/** Bid history (games2), passbook and the legacy winning ledger over HTTP. */
export class HttpHistoryGateway implements HistoryGateway {
  constructor(
    private readonly json: JsonClient,
    private readonly legacy: LegacyFormClient,
  ) {}

  bidHistory: HistoryGateway['bidHistory'] = (p) => this.json.call('games2', 'POST', { ...p }, bidHistory);
  passbook: HistoryGateway['passbook'] = (p) => this.json.call('passbook', 'POST', { ...p }, passbook);
  winningLedger: HistoryGateway['winningLedger'] = (p) => this.legacy.post('winning_ledger', p, winnings);
}
