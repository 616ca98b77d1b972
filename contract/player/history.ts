// The player API's history answers (bid history, the passbook, the legacy winning ledger),
// written once. The history adapter reads them with these schemas; the server types its answers
// with what the schemas take (their input types). Amounts are rupees.
import * as v from 'valibot';
import { amount, envelopeEntries, list, movementEntries, opt, textField } from './envelope.js';

const optionalText = v.nullish(v.string());

/** A market's declared result, as the history answers carry it (null where not declared). */
export const resultRecord = v.looseObject({ open_pana: optionalText, close_pana: optionalText, jodi: optionalText });

/** What this server adds to a bid, so the app can say why it won or lost (older servers send none of it). */
export const settlementEntries = {
  /** The board the bid was made on (BOARDS' id), or '' when the app placing it did not say. */
  board: v.optional(v.string()),
  /** main, starline or jackpot. */
  market_kind: v.optional(v.string()),
  /** The market's result for the bid's day (and slot). */
  result: v.nullish(resultRecord),
};

/** One bid of the bid history. */
export const bidRecord = v.looseObject({
  bid_status: textField,
  time: textField,
  market: textField,
  /** A starline bid's slot ('10:00 AM'); '' or absent for other markets and older servers. */
  timing: opt(v.string()),
  date: textField,
  game: textField,
  session: textField,
  number: textField,
  amount: v.optional(amount, '0'),
  /** What a won bid was paid. */
  win_amount: v.optional(amount),
  /** The rate the bid was placed at (the rate a win pays, whatever the rates are now). */
  rate: v.optional(amount),
  ...settlementEntries,
});

/** A passbook row's bet. */
export const betDetails = v.looseObject({
  played_for: textField,
  status: textField,
  type: textField,
  bid_amount: v.optional(amount, '0'),
  /** The rate the bet was placed at. */
  win_ratio: v.optional(amount, '0'),
  game: textField,
  number: textField,
  win_amount: v.optional(amount, '0'),
  ...settlementEntries,
});

/** One movement of the passbook. */
export const passbookRecord = v.looseObject({
  id: v.optional(amount, ''),
  date: textField,
  before_wallet: v.optional(amount, '0'),
  /** The main wallet's part of the movement. */
  amount: v.optional(amount, '0'),
  /** The bonus's part of the movement. */
  bonus_amount: v.optional(amount, '0'),
  after_wallet: v.optional(amount, '0'),
  remark: textField,
  /** The movement's kind (bet, win, bonus, deposit, …), so the app words the remark itself. */
  kind: v.optional(v.string()),
  /** The movement's welcome-bonus, deposit or withdrawal reference, transfer counterpart or correction reason. */
  ref: optionalText,
  exp: opt(betDetails),
});

/** One win of the winning ledger. */
export const winningRecord = v.looseObject({
  sn: opt(amount),
  date: textField,
  /** What the bid won, all of it. */
  amount: v.optional(amount, '0'),
  /** The part of it that went to the bonus (a stake paid from the bonus; docs/bonus-rule.md). */
  bonus_amount: v.optional(amount, '0'),
  remark: textField,
  ...movementEntries,
});

/** A paged answer's page and count of pages, as sent. */
export const pageEntries = { total_pages: v.optional(amount, 1), current_page: v.optional(amount, 1) };

/** games2: a page of the player's bids. */
export const bidHistory = v.looseObject({ ...envelopeEntries, bids: list(bidRecord), ...pageEntries });
/** passbook: a page of the wallet's movements. */
export const passbook = v.looseObject({ ...envelopeEntries, data: list(passbookRecord), ...pageEntries });
/** winning_ledger (legacy form): the player's wins. */
export const winnings = v.looseObject({ ...envelopeEntries, data: list(winningRecord) });

/** What the server sends, as the schemas take it. */
export type BidHistoryAnswer = v.InferInput<typeof bidHistory>;
export type PassbookAnswer = v.InferInput<typeof passbook>;
export type WinningsAnswer = v.InferInput<typeof winnings>;
