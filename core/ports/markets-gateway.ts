import type { PortAnswer } from './port-answer.js';
import { token } from './token.js';

/** One market as home lists it today: its result so far, whether each session takes bids, its times. */
export interface MarketRecord {
  /** The market's name (what bets, charts and histories name it by). */
  market: string;
  /** Today's result as far as declared ('' before the open result). */
  result: string;
  /** Whether OPEN bids are still taken. */
  takesOpenBids: boolean;
  /** Whether CLOSE bids are still taken (the market is running). */
  takesCloseBids: boolean;
  /** When the open result is due, in the market's wall time as the server wrote it. */
  openTime: string;
  /** When the close result is due, in the market's wall time as the server wrote it. */
  closeTime: string;
  /** Why the market takes no bids today (a holiday or its weekly off-day), when it is closed for one. */
  closedReason?: string;
}

/** A banner of home's carousel: its image and, when it links somewhere, where to. */
export interface CarouselImage {
  image: string;
  refer?: string;
  data?: string;
}

/** A setting the server hands the app with home (the brand name, the chat link, …): stored under its key. */
export interface StoredSetting {
  key: string;
  value: unknown;
}

/** Why the player may not bet now (a break, a self-exclusion) and until when, as a catalogue key and its values. */
export interface BettingPause {
  messageKey: string;
  messageValues?: Record<string, string | number>;
}

/** Home: today's markets, the banners, the settings, which tiles are on, and the server's clock and zone. */
export interface Home {
  markets: MarketRecord[];
  images: CarouselImage[];
  settings: StoredSetting[];
  /** Whether the Starline tile is shown. */
  starlineEnabled: boolean;
  /** Whether the Jackpot tile is shown. */
  jackpotEnabled: boolean;
  /** The IANA zone every market, bet and passbook time is read in ('Asia/Kolkata'), as the server named it; older servers name none. */
  timeZone?: string;
  /** How many minutes that zone was ahead of UTC when the server answered (India: 330), as sent; older servers send none. */
  timeZoneOffset?: number;
  /** The server's clock when it answered (ISO 8601), the app's source for today; older servers send none. */
  serverTime?: string;
  /** Why the player may not bet now, while a break or a self-exclusion stands. */
  bettingPaused?: BettingPause;
}

/**
 * A rate: points paid for 1 point bet, as the exact decimal the server sent ('9.5', '95');
 * '0' when it sent none.
 */
export type Rate = string;

/** One Starline draw of today. */
export interface StarlineSlot {
  /** The slot's name as the server gives it. */
  name: string;
  /** The market bets on this slot are placed in. */
  market: string;
  /** The slot's result so far ('' before it is declared). */
  result: string;
  /** Whether the slot still takes bids. */
  takesBids: boolean;
  /** The slot's draw time, in the market's wall time as the server wrote it (bets name it as their timing). */
  closeTime: string;
  /** Why the slot's market takes no bids today (a holiday or its off-day), when it is closed for one. */
  closedReason?: string;
}

/** The rates Starline's games pay. */
export interface StarlineRates {
  single: Rate;
  singlePana: Rate;
  doublePana: Rate;
  triplePana: Rate;
}

/** Starline today: its slots and its rates. */
export interface Starline {
  slots: StarlineSlot[];
  rates: StarlineRates;
}

/** One Jackpot market of today. */
export interface JackpotGame {
  market: string;
  /** Today's result so far ('' before it is declared). */
  result: string;
  /** Whether the market still takes bids. */
  takesBids: boolean;
  /** Why the market takes no bids today, when it is closed for a holiday or its off-day. */
  closedReason?: string;
}

/** Jackpot today: its markets and the jodi rate. */
export interface Jackpot {
  games: JackpotGame[];
  jodiRate: Rate;
}

/** What every game pays: the main markets', Starline's and Jackpot's (where the server lists them). */
export interface GameRates {
  single: Rate;
  jodi: Rate;
  singlePana: Rate;
  doublePana: Rate;
  triplePana: Rate;
  halfSangam: Rate;
  fullSangam: Rate;
  starline?: StarlineRates;
  jackpot?: { single?: Rate; jodi: Rate };
}

/** The market calls. */
export interface MarketsGateway {
  /** Home: today's markets, banners and settings, with the player's balance and the server's clock. */
  home(): Promise<PortAnswer<Home>>;
  /** Starline's slots of today and its rates. */
  starline(): Promise<PortAnswer<Starline>>;
  /** Jackpot's markets of today and its jodi rate. */
  jackpot(): Promise<PortAnswer<Jackpot>>;
  /** The rate list of every game. */
  rates(): Promise<PortAnswer<GameRates>>;
  /** The names of the markets the player may bet in. */
  marketList(): Promise<PortAnswer<string[]>>;
  /** A one-use ticket that opens the live events stream ('' when the server gave none). */
  streamTicket(): Promise<PortAnswer<string>>;
}
export const MarketsGateway = token<MarketsGateway>('MarketsGateway');
