import type { Envelope } from '../session/envelope.js';
import { token } from './token.js';

export interface MarketRecord {
  market: string;
  result: string;
  is_open: string;
  is_close: string;
  open_time: string;
  close_time: string;
  /** Why the market takes no bids today (a holiday or its weekly off-day), when it is closed for one. */
  closed_reason?: string;
}
export interface CarouselImage {
  image: string;
  refer?: string;
  data?: string;
}
export interface StoredSetting {
  data_key: string;
  data: unknown;
}
export interface HomeAnswer extends Envelope {
  result: MarketRecord[];
  images?: CarouselImage[];
  data?: StoredSetting[];
  delhi_enable?: string | number | boolean;
  starline_enable?: string | number | boolean;
  /** The IANA zone every market, bet and passbook time is read in ('Asia/Kolkata'); optional, as older servers send none. */
  time_zone?: string;
  /** How many minutes that zone was ahead of UTC when the server answered (India: 330); optional, as older servers send none. */
  time_zone_offset?: number;
  /** The server's clock when it answered (ISO 8601), the app's source for today; optional, as older servers send none. */
  server_time?: string;
  /** Why the player may not bet now (a break, a self-exclusion) and until when, as a catalogue key and values. */
  betting_paused?: BettingPauseAnswer | undefined;
}
/** Why a player may not bet now, as a catalogue key with its values (its end). */
export interface BettingPauseAnswer {
  message_key: string;
  message_values?: Record<string, string | number> | undefined;
}
export interface StarlineSlot {
  name: string;
  market: string;
  result: string;
  is_open: string;
  close: string;
  /** Why the slot's market takes no bids today (a holiday or its off-day), when it is closed for one. */
  closed_reason?: string;
}
export interface JackpotGame {
  market: string;
  result: string;
  is_open: string;
  /** Why the market takes no bids today, when it is closed for a holiday or its off-day. */
  closed_reason?: string;
}
export type RateValue = string | number;
export interface Rates {
  single: RateValue;
  jodi: RateValue;
  singlepatti: RateValue;
  doublepatti: RateValue;
  triplepatti: RateValue;
  halfsangam: RateValue;
  fullsangam: RateValue;
  star?: { single: RateValue; singlepatti: RateValue; doublepatti: RateValue; triplepatti: RateValue };
  delhi?: { single?: RateValue; jodi: RateValue };
}

/** The market calls. */
export interface MarketsGateway {
  home(): Promise<HomeAnswer>;
  starline(): Promise<
    Envelope & {
      games: StarlineSlot[];
      rates: { single: RateValue; single_pana: RateValue; double_pana: RateValue; triple_pana: RateValue };
    }
  >;
  jackpot(): Promise<Envelope & { games: JackpotGame[]; rates: { jodi: RateValue } }>;
  rates(): Promise<Envelope & { rates: Rates }>;
  marketList(): Promise<Envelope & { markets: string[] }>;
  /** A one-use ticket that opens the live events stream. */
  streamTicket(): Promise<Envelope & { success?: boolean | string | number; ticket?: string }>;
}
export const MarketsGateway = token<MarketsGateway>('MarketsGateway');
