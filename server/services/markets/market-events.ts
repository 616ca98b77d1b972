import type { Sql } from '../../db/database.js';

/**
 * The events hub's channel for market activity: a bet placed, a result declared or
 * corrected (a trigger of 004-results-desk.sql), a market day voided. The payload names
 * the market day only; the console reads the board again.
 */
export const MARKET_CHANNEL = 'markets';

export interface MarketChange {
  market: string;
  day: string;
  timing: string;
  /** 'pending': a result waits for a second operator (two-person control); the console's only, as 'bet' is. */
  what: 'bet' | 'result' | 'void' | 'pending';
}

/** Announces a change on commit of the caller's transaction (NOTIFY is transactional). */
export async function publishMarketChange(tx: Sql, change: MarketChange): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [MARKET_CHANNEL, JSON.stringify(change)]);
}
