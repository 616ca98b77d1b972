import type { Database, Sql } from '../../db/database.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import type { KindRules, Scope } from './market-kinds/kind-rules.js';
import { kindRules } from './market-kinds/kinds.js';
import type { MarketRow } from './market-rows.js';
import type { Markets } from './markets.js';
import { Refusal } from '../platform/refusal.js';

/** What the console names: a market, and for a main market its session, for a starline market its slot. */
export interface MarketDayRequest {
  market: string;
  session?: string | undefined;
  timing?: string | undefined;
  day?: string | undefined;
}

/** One market day and scope the results desk reads: a main market's open or close, a starline slot, a jackpot day. */
export interface MarketDay {
  market: MarketRow;
  rules: KindRules;
  day: string;
  timing: string;
  scope: Scope;
}

/**
 * Reads the console's market-day fields against the market's kind: a main market needs
 * its session (open or close), a starline market one of its slots, a jackpot neither.
 * An unknown market is a 404.
 */
export async function marketDayOf(db: Database, markets: Markets, request: MarketDayRequest): Promise<MarketDay> {
  const name = request.market.trim().toUpperCase();
  const [market] = await db.query<MarketRow>('select name, kind, open_time, close_time from markets where name = $1', [
    name,
  ]);
  if (!market) throw new NotFound(`There is no market called ${request.market.slice(0, 40) || '(none)'}.`);
  const rules = kindRules(market.kind);
  // Unnamed, the market day the market is in now (a night market's until its close after midnight).
  const day = request.day ?? markets.momentOf(market).day;
  if (market.kind === 'main') {
    if (request.session !== 'open' && request.session !== 'close')
      throw new Refusal(`${market.name} is a main market: name its session, open or close.`);
    return { market, rules, day, timing: '', scope: request.session };
  }
  if (market.kind === 'starline') {
    const timing = request.timing ?? '';
    if (!(await markets.hasSlot(market.name, timing)))
      throw new Refusal(`${market.name} has no slot ${timing.slice(0, 10) || '(none given)'}; name one, like 10:00.`);
    return { market, rules, day, timing, scope: 'slot' };
  }
  return { market, rules, day, timing: '', scope: 'jackpot' };
}

/** A market day voided for want of a result takes no declaration (its stakes were refunded). */
/**
 * Serialises what decides a market day (a declaration, a correction, a void) across every
 * connection and process until the transaction ends, so a void and a declaration racing
 * each other cannot both succeed: the second sees what the first wrote. Bets take the lock
 * shared: they never wait for each other, but a void waits for the bets in flight (and
 * refunds them) and a bet after it sees the void.
 */
export async function lockMarketDay(
  tx: Sql,
  market: string,
  day: string,
  timing: string,
  mode: 'decide' | 'bet' = 'decide',
): Promise<void> {
  const lock = mode === 'bet' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`select ${lock}(hashtextextended($1, 0))`, [`market-day/${market}/${day}/${timing}`]);
}

export async function refuseIfVoided(db: Sql, market: string, day: string, timing: string): Promise<void> {
  const [voided] = await db.query<{ voided_by: string }>(
    'select voided_by from market_voids where market = $1 and day = $2 and timing = $3',
    [market, day, timing],
  );
  if (voided)
    throw new Conflict(
      `${market}${timing ? ` ${timing}` : ''} on ${day} was voided by ${voided.voided_by}: its stakes were refunded.`,
    );
}
