import type { BoardId, MarketKind } from 'matka-core/player';

/** A market to add (or change): its kind judges the times (a main market needs both). */
export interface NewMarket {
  market: string;
  kind?: MarketKind;
  open_time?: string | undefined;
  close_time: string;
}

/**
 * A liability limit for a market, or one starline slot of it (`timing`, '' for the market):
 * the most a number pays per session (null removes the limit) and the largest bid (null: none), in paise.
 */
export interface LiabilityLimitRequest {
  timing: string;
  maxPayout: number | null;
  maxStake: number | null;
}

/** One entry of a slip as the player sent it: its number, amount and session, for the market's own rules to judge. */
export interface SlipEntry {
  number: string;
  amount: string;
  session: string;
}

/**
 * A slip to place: the market, its starline slot ('' for none), the board it was built on
 * (where the app says it) and its entries; the request id ('' for none) makes a retry place it once.
 */
export interface PlaceBetRequest {
  requestId: string;
  market: string;
  timing: string;
  board: BoardId | undefined;
  bids: readonly SlipEntry[];
}

/**
 * A result to declare, as settlement reads it. Which fields it needs depends on the market's
 * kind (a pana and a session, a pana and a slot, or a jodi), so each is kept as text for the
 * kind to judge.
 */
export interface DeclareRequest {
  market: string;
  session?: string;
  pana?: string;
  timing?: string;
  jodi?: string;
  /** The market day (today when absent): a late declaration or a correction names an earlier one. */
  day?: string | undefined;
}
