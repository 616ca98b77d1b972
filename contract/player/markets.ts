// The player API's market answers (home, starline, jackpot, rates, the market list, the live
// stream's ticket), written once. The markets adapter reads them with these schemas; the server
// types its answers with what the schemas take (their input types). Rates are decimals as sent.
import * as v from 'valibot';
import { amount, envelopeEntries, flag, list, opt, successAnswer, textField } from './envelope.js';

/** '1' or '0', however the flag was sent. */
const openFlag = v.pipe(flag, v.transform(String));

/** A market of home's `result` list. */
export const marketRecord = v.looseObject({
  market: v.string(),
  result: textField,
  /** '1' while OPEN bids are taken, else '0'. */
  is_open: openFlag,
  /** '1' while CLOSE bids are taken, else '0'. */
  is_close: openFlag,
  open_time: textField,
  close_time: textField,
  /** Why the market takes no bids today (a holiday or its weekly off-day), when it is closed for one. */
  closed_reason: opt(v.string()),
});

/** A banner of home's carousel. */
export const carouselImage = v.looseObject({ image: v.string(), refer: opt(v.string()), data: opt(v.string()) });

/** A setting home hands the app (data_key, data). */
export const storedSetting = v.looseObject({ data_key: v.string(), data: v.unknown() });

/** Why a player may not bet now, as a catalogue key with its values (its end). */
export const bettingPause = v.object({
  message_key: v.string(),
  message_values: opt(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** home's answer (and what the server's render of /home carries). */
export const homeAnswer = v.looseObject({
  ...envelopeEntries,
  result: list(marketRecord),
  images: list(carouselImage),
  data: list(storedSetting),
  delhi_enable: opt(flag),
  starline_enable: opt(flag),
  /** The IANA zone every market, bet and passbook time is read in; older servers send none, and one that is not text reads as none rather than failing home. */
  time_zone: v.fallback(opt(v.string()), undefined),
  /** How many minutes that zone was ahead of UTC when the server answered; older servers send none. */
  time_zone_offset: v.fallback(opt(v.number()), undefined),
  /** The server's clock when it answered (ISO 8601), read the same way. */
  server_time: v.fallback(opt(v.string()), undefined),
  /** Why the player may not bet now (a break, a self-exclusion): absent from older servers. */
  betting_paused: opt(bettingPause),
});

/** A rate as sent: a decimal as text or a number. */
const rate = v.optional(amount, 0);

/** A starline slot. */
export const starlineSlot = v.looseObject({
  name: textField,
  market: v.string(),
  result: textField,
  is_open: openFlag,
  /** The slot's draw time. */
  close: textField,
  closed_reason: opt(v.string()),
});

/** starline: the day's slots and their rates. */
export const starlineAnswer = v.looseObject({
  ...envelopeEntries,
  games: list(starlineSlot),
  rates: v.optional(v.looseObject({ single: rate, single_pana: rate, double_pana: rate, triple_pana: rate }), {}),
});

/** A jackpot market. */
export const jackpotGame = v.looseObject({
  market: v.string(),
  result: textField,
  is_open: openFlag,
  closed_reason: opt(v.string()),
});

/** jackpot: the jackpot markets and the jodi's rate. */
export const jackpotAnswer = v.looseObject({
  ...envelopeEntries,
  games: list(jackpotGame),
  rates: v.optional(v.looseObject({ jodi: rate }), {}),
});

/** rate: every game's rate, the starline's and Delhi's where the server has them. */
export const ratesAnswer = v.looseObject({
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

/** market-list: every market's name. */
export const marketListAnswer = v.looseObject({ ...envelopeEntries, markets: list(v.string()) });

/** stream-ticket: a short-lived ticket to open the live stream with. */
export const streamTicketAnswer = v.looseObject({ ...successAnswer.entries, ticket: opt(v.string()) });

/** What the server sends, as the schemas take it. */
export type HomeAnswer = v.InferInput<typeof homeAnswer>;
export type StarlineAnswer = v.InferInput<typeof starlineAnswer>;
export type JackpotAnswer = v.InferInput<typeof jackpotAnswer>;
export type RatesAnswer = v.InferInput<typeof ratesAnswer>;
