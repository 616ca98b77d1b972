// The market calls as the player API answers them: the answers' types are inferred from the
// contract's schemas (contract/player/markets.ts), never written again here.
import type * as v from 'valibot';
import type {
  bettingPause,
  carouselImage,
  homeAnswer,
  jackpotAnswer,
  jackpotGame,
  marketListAnswer,
  marketRecord,
  ratesAnswer,
  starlineAnswer,
  starlineSlot,
  storedSetting,
  streamTicketAnswer,
} from '../../../contract/player/markets.js';

/** A market of home's `result` list, as the player API sends it. */
export type MarketRecordWire = v.InferOutput<typeof marketRecord>;
export type CarouselImageWire = v.InferOutput<typeof carouselImage>;
export type StoredSettingWire = v.InferOutput<typeof storedSetting>;
/** Why a player may not bet now, as a catalogue key with its values (its end). */
export type BettingPauseWire = v.InferOutput<typeof bettingPause>;
/** home's answer as the player API sends it (and as the server's render of /home carries it), read. */
export type HomeWire = v.InferOutput<typeof homeAnswer>;
/** home's answer as the server may send it, unread: what the lenient reader of home (homeOf) takes. */
export type ServedHomeWire = v.InferInput<typeof homeAnswer>;
/** A rate as sent: a decimal as text or a number. */
export type RateWire = string | number;
export type StarlineSlotWire = v.InferOutput<typeof starlineSlot>;
export type StarlineWire = v.InferOutput<typeof starlineAnswer>;
export type JackpotGameWire = v.InferOutput<typeof jackpotGame>;
export type JackpotWire = v.InferOutput<typeof jackpotAnswer>;
export type RatesWire = v.InferOutput<typeof ratesAnswer>;
export type MarketListWire = v.InferOutput<typeof marketListAnswer>;
export type StreamTicketWire = v.InferOutput<typeof streamTicketAnswer>;

/** The market calls on the wire. */
export interface MarketsWire {
  home(): Promise<HomeWire>;
  starline(): Promise<StarlineWire>;
  jackpot(): Promise<JackpotWire>;
  rates(): Promise<RatesWire>;
  marketList(): Promise<MarketListWire>;
  streamTicket(): Promise<StreamTicketWire>;
}
