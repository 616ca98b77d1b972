import type { WireEnvelope } from '../port-answer-of.js';

/** A market of home's `result` list, as the player API sends it. */
export interface MarketRecordWire {
  market: string;
  result: string;
  /** '1' while OPEN bids are taken, else '0'. */
  is_open: string;
  /** '1' while CLOSE bids are taken, else '0'. */
  is_close: string;
  open_time: string;
  close_time: string;
  /** Why the market takes no bids today (a holiday or its weekly off-day), when it is closed for one. */
  closed_reason?: string | undefined;
}

export interface CarouselImageWire {
  image: string;
  refer?: string | undefined;
  data?: string | undefined;
}

export interface StoredSettingWire {
  data_key: string;
  data: unknown;
}

/** Why a player may not bet now, as a catalogue key with its values (its end). */
export interface BettingPauseWire {
  message_key: string;
  message_values?: Record<string, string | number> | undefined;
}

/** home's answer as the player API sends it (and as the server's render of /home carries it). */
export interface HomeWire extends WireEnvelope {
  result: MarketRecordWire[];
  images?: CarouselImageWire[] | undefined;
  data?: StoredSettingWire[] | undefined;
  delhi_enable?: string | number | boolean | undefined;
  starline_enable?: string | number | boolean | undefined;
  /** The IANA zone every market, bet and passbook time is read in; older servers send none. */
  time_zone?: string | undefined;
  /** How many minutes that zone was ahead of UTC when the server answered; older servers send none. */
  time_zone_offset?: number | undefined;
  /** The server's clock when it answered (ISO 8601); older servers send none. */
  server_time?: string | undefined;
  betting_paused?: BettingPauseWire | undefined;
}

/** A rate as sent: a decimal as text or a number. */
export type RateWire = string | number;

export interface StarlineSlotWire {
  name: string;
  market: string;
  result: string;
  is_open: string;
  /** The slot's draw time. */
  close: string;
  closed_reason?: string | undefined;
}

export interface StarlineWire extends WireEnvelope {
  games: StarlineSlotWire[];
  rates: { single: RateWire; single_pana: RateWire; double_pana: RateWire; triple_pana: RateWire };
}

export interface JackpotGameWire {
  market: string;
  result: string;
  is_open: string;
  closed_reason?: string | undefined;
}

export interface JackpotWire extends WireEnvelope {
  games: JackpotGameWire[];
  rates: { jodi: RateWire };
}

export interface RatesWire extends WireEnvelope {
  rates: {
    single: RateWire;
    jodi: RateWire;
    singlepatti: RateWire;
    doublepatti: RateWire;
    triplepatti: RateWire;
    halfsangam: RateWire;
    fullsangam: RateWire;
    star?: { single: RateWire; singlepatti: RateWire; doublepatti: RateWire; triplepatti: RateWire } | undefined;
    delhi?: { single?: RateWire | undefined; jodi: RateWire } | undefined;
  };
}

export interface MarketListWire extends WireEnvelope {
  markets: string[];
}

export interface StreamTicketWire extends WireEnvelope {
  success: boolean | string | number;
  ticket?: string | undefined;
}

/** The market calls on the wire. */
export interface MarketsWire {
  home(): Promise<HomeWire>;
  starline(): Promise<StarlineWire>;
  jackpot(): Promise<JackpotWire>;
  rates(): Promise<RatesWire>;
  marketList(): Promise<MarketListWire>;
  streamTicket(): Promise<StreamTicketWire>;
}
