// The market port over the player API's wire. Kept apart from the HTTP calls (and their
// schemas): the app reads the home the server rendered into /home's page with `homeOf` too,
// without loading the HTTP adapter.
import {
  type GameRates,
  type Home,
  type Jackpot,
  type MarketRecord,
  type MarketsGateway,
  type Rate,
  type Starline,
  type StarlineRates,
  type StarlineSlot,
  type JackpotGame,
  type CarouselImage,
  type StoredSetting,
  type BettingPause,
} from 'matka-core/player';
import { portAnswerOf, succeeded } from './port-answer-of.js';
import type { JackpotWire, MarketsWire, RatesWire, ServedHomeWire, StarlineWire } from './wire/markets-wire.js';

type Fields = Record<string, unknown>;

/** An object's fields; anything else has none. */
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list; anything else reads as empty. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
/** Text as sent, a number as its text; anything else (missing, null) reads as ''. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** A flag: true, 1, '1' or 'true' is set; anything else is not. */
const flagOf = (value: unknown): boolean => succeeded(value);
const optionalText = <K extends string>(name: K, value: unknown): { [P in K]?: string } =>
  (typeof value === 'string' ? { [name]: value } : {}) as { [P in K]?: string };

/** A rate as the exact decimal sent: a number as its text, '0' when none was sent. */
export function rateOf(value: unknown): Rate {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '0';
}

function marketRecordOf(value: unknown): MarketRecord {
  const record = fieldsOf(value);
  return {
    market: textOf(record['market']),
    result: textOf(record['result']),
    takesOpenBids: flagOf(record['is_open']),
    takesCloseBids: flagOf(record['is_close']),
    openTime: textOf(record['open_time']),
    closeTime: textOf(record['close_time']),
    ...optionalText('closedReason', record['closed_reason']),
  };
}

function imageOf(value: unknown): CarouselImage {
  const image = fieldsOf(value);
  return {
    image: textOf(image['image']),
    ...optionalText('refer', image['refer']),
    ...optionalText('data', image['data']),
  };
}

function settingsOf(value: unknown): StoredSetting[] {
  return listOf(value)
    .map(fieldsOf)
    .filter((setting) => typeof setting['data_key'] === 'string')
    .map((setting) => ({ key: setting['data_key'] as string, value: setting['data'] }));
}

/** A pause the answer names: any pause counts, its words only when they are a catalogue key (and values). */
function pauseOf(value: unknown): BettingPause | undefined {
  if (!value) return undefined;
  const pause = fieldsOf(value);
  const key = pause['message_key'];
  const values = pause['message_values'];
  return {
    messageKey: typeof key === 'string' ? key : '',
    ...(isObject(values) ? { messageValues: values as Record<string, string | number> } : {}),
  };
}

/**
 * Home as the player API sends it (or as the server's render of /home carries it) in the
 * domain's terms. Lenient: a list that is not one reads as empty, a field of the wrong kind as
 * missing, so an odd answer still shows home. The zone, its offset and the server's clock are
 * kept as sent when they are of their kind (text, a number, text); core decides what they mean.
 */
export function homeOf(answer: ServedHomeWire): Home {
  const offset: unknown = answer.time_zone_offset;
  const paused = pauseOf(answer.betting_paused);
  return {
    markets: listOf(answer.result).filter(isObject).map(marketRecordOf),
    images: listOf(answer.images).filter(isObject).map(imageOf),
    settings: settingsOf(answer.data),
    starlineEnabled: flagOf(answer.starline_enable),
    jackpotEnabled: flagOf(answer.delhi_enable),
    ...optionalText('timeZone', answer.time_zone),
    ...(typeof offset === 'number' ? { timeZoneOffset: offset } : {}),
    ...optionalText('serverTime', answer.server_time),
    ...(paused ? { bettingPaused: paused } : {}),
  };
}

function slotOf(value: unknown): StarlineSlot {
  const slot = fieldsOf(value);
  return {
    name: textOf(slot['name']),
    market: textOf(slot['market']),
    result: textOf(slot['result']),
    takesBids: flagOf(slot['is_open']),
    closeTime: textOf(slot['close']),
    ...optionalText('closedReason', slot['closed_reason']),
  };
}

function starlineRatesOf(value: unknown, names: Record<keyof StarlineRates, string>): StarlineRates {
  const rates = fieldsOf(value);
  return {
    single: rateOf(rates[names.single]),
    singlePana: rateOf(rates[names.singlePana]),
    doublePana: rateOf(rates[names.doublePana]),
    triplePana: rateOf(rates[names.triplePana]),
  };
}

/** Starline's answer in the domain's terms. */
export function starlineOf(answer: StarlineWire): Starline {
  return {
    slots: listOf(answer.games).filter(isObject).map(slotOf),
    rates: starlineRatesOf(answer.rates, {
      single: 'single',
      singlePana: 'single_pana',
      doublePana: 'double_pana',
      triplePana: 'triple_pana',
    }),
  };
}

function jackpotGameOf(value: unknown): JackpotGame {
  const game = fieldsOf(value);
  return {
    market: textOf(game['market']),
    result: textOf(game['result']),
    takesBids: flagOf(game['is_open']),
    ...optionalText('closedReason', game['closed_reason']),
  };
}

/** Jackpot's answer in the domain's terms. */
export function jackpotOf(answer: JackpotWire): Jackpot {
  return {
    games: listOf(answer.games).filter(isObject).map(jackpotGameOf),
    jodiRate: rateOf(fieldsOf(answer.rates)['jodi']),
  };
}

/** The rate list in the domain's terms: Starline's and Jackpot's where the server listed them. */
export function gameRatesOf(answer: RatesWire): GameRates {
  const rates = fieldsOf(answer.rates);
  const star = rates['star'];
  const delhi = rates['delhi'];
  const delhiRates = fieldsOf(delhi);
  const delhiSingle = delhiRates['single'];
  return {
    single: rateOf(rates['single']),
    jodi: rateOf(rates['jodi']),
    singlePana: rateOf(rates['singlepatti']),
    doublePana: rateOf(rates['doublepatti']),
    triplePana: rateOf(rates['triplepatti']),
    halfSangam: rateOf(rates['halfsangam']),
    fullSangam: rateOf(rates['fullsangam']),
    ...(isObject(star)
      ? {
          starline: starlineRatesOf(star, {
            single: 'single',
            singlePana: 'singlepatti',
            doublePana: 'doublepatti',
            triplePana: 'triplepatti',
          }),
        }
      : {}),
    ...(isObject(delhi)
      ? {
          jackpot: {
            jodi: rateOf(delhiRates['jodi']),
            ...(delhiSingle === undefined || delhiSingle === null ? {} : { single: rateOf(delhiSingle) }),
          },
        }
      : {}),
  };
}

/** The market port over the player API's wire (HTTP, or a test's scripted answers). */
export function marketsOverWire(wire: MarketsWire): MarketsGateway {
  return {
    home: async () => portAnswerOf(await wire.home(), homeOf),
    starline: async () => portAnswerOf(await wire.starline(), starlineOf),
    jackpot: async () => portAnswerOf(await wire.jackpot(), jackpotOf),
    rates: async () => portAnswerOf(await wire.rates(), gameRatesOf),
    marketList: async () =>
      portAnswerOf(await wire.marketList(), (answer) =>
        listOf(answer.markets).filter((name): name is string => typeof name === 'string'),
      ),
    streamTicket: async () =>
      portAnswerOf(await wire.streamTicket(), (answer) => (typeof answer.ticket === 'string' ? answer.ticket : ''), {
        flag: (answer) => answer.success,
      }),
  };
}
