import { type Game } from 'matka-core';
import { indianRupees, minBetOf, payoutAt, rateMilli, type MarketKind } from 'matka-core/player';
import type { Sql } from '../../db/database.js';
import { canStillWin } from './exposure.js';
import { kindRules } from './market-kinds/kinds.js';
import type { SlipBid } from './market-kinds/kind-rules.js';
import type { MarketRow, ResultRow } from './market-rows.js';
import { KeyedRefusal, type Refusal } from '../platform/refusal.js';
import type { NumberOverLimitAnswer } from '../../../contract/console/market-setup.js';

/** A bid of a slip with the rate it is placed at: the rate stored on its bet, and paid if it wins. */
export interface PricedBid extends SlipBid {
  rate: string;
}

/** A market's (or a starline slot's) limit: the most one number may pay, and the largest bid. */
export interface LiabilityLimit {
  maxPayoutPaise: number;
  maxStakePaise: number | null;
}

/** The limit of a starline slot if it has its own, else its market's; undefined when none is set. */
export async function limitFor(db: Sql, market: string, timing: string): Promise<LiabilityLimit | undefined> {
  const [row] = await db.query<{ max_payout: string; max_stake: string | null }>(
    `select max_payout, max_stake from liability_limits where market = $1 and timing in ($2, '') order by timing desc limit 1`,
    [market, timing],
  );
  return (
    row && {
      maxPayoutPaise: Number(row.max_payout),
      maxStakePaise: row.max_stake === null ? null : Number(row.max_stake),
    }
  );
}

/** A number that already pays more than a limit just set would let it: it takes no more bids. */
export type NumberOverLimit = NumberOverLimitAnswer;

/**
 * The numbers a limit just set finds already past it: from today's market day on (bids are
 * placed for today), on the slots the limit governs (a starline market's own limit governs
 * its slots without one of their own), of days not voided, and only those not yet decided that
 * can still win (a declared session's numbers are settled; a jodi whose open is out pays
 * nothing). Most over first.
 */
export async function numbersOverLimit(
  tx: Sql,
  market: { name: string; kind: MarketKind },
  timing: string,
  maxPayout: number,
  today: string,
): Promise<NumberOverLimit[]> {
  const rows = await tx.query<{
    day: string;
    timing: string;
    game: Game;
    number: string;
    session: string;
    payout: string;
  }>(
    `select l.day, l.timing, l.game, l.number, l.session, l.payout from liability l
     where l.market = $1 and l.day >= $2 and l.payout > $3::bigint
       and (l.timing = $4::text
            or $4::text = '' and not exists (
              select 1 from liability_limits own where own.market = l.market and own.timing = l.timing and own.timing <> ''))
       and not exists (
         select 1 from market_voids v where v.market = l.market and v.day = l.day and v.timing = l.timing)
     order by l.payout desc, l.day, l.timing, l.game, l.number, l.session`,
    [market.name, today, maxPayout, timing],
  );
  if (rows.length === 0) return [];
  const results = await tx.query<ResultRow>(
    'select market, day, timing, open_pana, close_pana, jodi from results where market = $1 and day >= $2',
    [market.name, today],
  );
  const resultOf = new Map(results.map((r) => [`${r.day} ${r.timing}`, r]));
  const day = { market, rules: kindRules(market.kind) };
  return rows
    .filter((row) => {
      const result = resultOf.get(`${row.day} ${row.timing}`);
      // A decided number is settled: paid or lost, it takes no bid and the limit changes nothing.
      return !result || (day.rules.wins(row, result) === undefined && canStillWin(day, row, result));
    })
    .map(({ payout, ...row }) => ({ ...row, payoutPaise: Number(payout), overPaise: Number(payout) - maxPayout }));
}

/** One number of one session of a market day: what its bids would pay if it won. */
interface Exposure {
  game: string;
  number: string;
  session: string;
  payout: number;
  rateMilli: number;
}

/**
 * place-bet, in its transaction: adds each bid's payout (stake × the rate it is placed at,
 * the rate stored on its bet, which settlement pays) to its number's running liability, or
 * refuses the slip when a number would pass its limit. One conditional upsert takes the
 * room: of two processes racing for the last of it, the second waits on the first's row and
 * then sees its total, so both cannot take it. The numbers are touched in sorted order, so
 * two slips over the same numbers cannot deadlock. The liability is kept whether or not a
 * limit is set, so a limit set mid-day counts the bids already placed.
 */
export async function reserveLiability(
  tx: Sql,
  market: MarketRow,
  day: string,
  timing: string,
  bids: readonly PricedBid[],
): Promise<void> {
  const limit = await limitFor(tx, market.name, timing);
  if (limit?.maxStakePaise != null) {
    const max = limit.maxStakePaise;
    if (bids.some((bid) => bid.paise > max)) {
      const values = { market: market.name, max: indianRupees(max) };
      throw new KeyedRefusal('bidStakeAboveMax', values);
    }
  }
  const exposures = exposuresOf(bids);
  const maxPayout = limit?.maxPayoutPaise ?? null;
  const over = maxPayout === null ? undefined : exposures.find((e) => e.payout > maxPayout);
  if (over) throw await roomRefusal(tx, market, day, timing, over, maxPayout!);

  const taken = await tx.query<{ game: string; number: string; session: string }>(
    `insert into liability (market, day, timing, game, number, session, payout)
     select $1, $2, $3, k.game, k.number, k.session, k.payout
     from unnest($4::text[], $5::text[], $6::text[], $7::bigint[]) with ordinality as k(game, number, session, payout, i)
     order by k.i
     on conflict (market, day, timing, game, number, session)
     do update set payout = liability.payout + excluded.payout
     where $8::bigint is null or liability.payout + excluded.payout <= $8::bigint
     returning game, number, session`,
    [
      market.name,
      day,
      timing,
      exposures.map((e) => e.game),
      exposures.map((e) => e.number),
      exposures.map((e) => e.session),
      exposures.map((e) => e.payout),
      maxPayout,
    ],
  );
  if (taken.length === exposures.length) return;
  const done = new Set(taken.map((t) => keyOf(t)));
  const refused = exposures.find((e) => !done.has(keyOf(e)))!;
  // Thrown inside the transaction: every row this slip wrote is rolled back with it.
  throw await roomRefusal(tx, market, day, timing, refused, maxPayout!);
}

/** The slip's bids summed per number and session, each at the rate it is placed at, in key order. */
function exposuresOf(bids: readonly PricedBid[]): Exposure[] {
  const byKey = new Map<string, Exposure>();
  for (const bid of bids) {
    const key = keyOf(bid);
    const exposure = byKey.get(key) ?? {
      game: bid.game,
      number: bid.number,
      session: bid.session,
      payout: 0,
      rateMilli: rateMilli(bid.rate),
    };
    // Each bid is paid on its own, rounded down, as settlement pays it.
    exposure.payout += payoutAt(bid.paise, bid.rate);
    byKey.set(key, exposure);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}

const keyOf = (k: { game: string; number: string; session: string }) => `${k.game}\u0000${k.number}\u0000${k.session}`;

/** How much can still be placed on the number, in whole rupees, as the player reads it. */
async function roomRefusal(
  tx: Sql,
  market: MarketRow,
  day: string,
  timing: string,
  exposure: Exposure,
  maxPayout: number,
): Promise<Refusal> {
  const [row] = await tx.query<{ payout: string }>(
    `select payout from liability where market = $1 and day = $2 and timing = $3 and game = $4 and number = $5 and session = $6`,
    [market.name, day, timing, exposure.game, exposure.number, exposure.session],
  );
  const left = Math.max(0, maxPayout - Number(row?.payout ?? 0));
  // A stake of S paise pays floor(S × rate): the whole rupees whose payout fits in what is left.
  const rupees = exposure.rateMilli === 0 ? 0 : Math.floor((left * 1000) / (exposure.rateMilli * 100));
  const number = `${exposure.number}${exposure.session ? ` ${exposure.session}` : ''}`;
  // Room for less than the minimum bet: the player could not place it, and is told why.
  const [minBet] = await tx.query<{ value: string }>(`select value from config where key = 'min_bet'`);
  const least = Math.max(1, minBetOf(minBet?.value));
  if (rupees < 1) return new KeyedRefusal('numberLimitFull', { number });
  const room = indianRupees(rupees * 100);
  if (rupees < least)
    return new KeyedRefusal('numberLimitBelowMinBet', { number, room, min: indianRupees(least * 100) });
  return new KeyedRefusal('numberLimitRoom', { number, room });
}
