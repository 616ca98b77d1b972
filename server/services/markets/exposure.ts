import { ALL_PANAS, ank, DIGITS, gameOfNumber, isPana, JODIS, type Game } from 'matka-core';
import type { ExposureRowAnswer } from '../../../contract/console/results-board.js';
import type { Sql } from '../../db/database.js';
import { rateOf } from './judge-bet.js';
import type { MarketDay } from './market-day.js';
import type { ResultRow } from './market-rows.js';

/** Like bets of a market day: the same game, number, session and stake, counted (one row of bet_totals). */
export interface BetGroup {
  game: Game;
  number: string;
  session: string;
  amount: number;
  bids: number;
  /** What the group's bets pay if their number wins: each bet at the rate it was placed at, rounded down, summed. */
  payout: number;
}

/**
 * One number of one game in the exposure grid, as the console reads it (what the house pays if
 * it wins, each bet at the rate it was placed at; the rate a bet on it gets now), with the
 * groups of like bets it was summed from.
 */
export type ExposureRow = ExposureRowAnswer & { groups: BetGroup[] };

/**
 * Every bet of a market day (but voided ones) grouped by game, number, session and stake:
 * the table bet_totals, kept by a trigger as bets are placed, so a few hundred or thousand
 * rows however many bets there are. Each row carries its payout if it wins, summed by the
 * trigger bet by bet as settlement pays (stake × the bet's own rate, rounded down to the
 * paisa), so a rate changed since the bets were placed changes nothing here. A main
 * market's open reads its OPEN bids only, its close the rest.
 */
export async function betGroups(db: Sql, day: MarketDay): Promise<BetGroup[]> {
  const session = day.scope === 'open' ? `and session = 'OPEN'` : day.scope === 'close' ? `and session <> 'OPEN'` : '';
  // One JSON value rather than thousands of rows: PGlite hands rows over one by one, slowly.
  const [answer] = await db.query<{ groups: string }>(
    `select coalesce(json_agg(json_build_array(game, number, session, amount, bids, payout)), '[]')::text as groups
     from bet_totals where market = $1 and day = $2 and timing = $3 and bids > 0 ${session}`,
    [day.market.name, day.day, day.timing],
  );
  return (JSON.parse(answer!.groups) as [Game, string, string, number, number, number][])
    .map(([game, number, session, amount, bids, payout]) => ({
      game,
      number,
      session,
      amount: Number(amount),
      bids,
      payout: Number(payout),
    }))
    .filter((group) => day.rules.decides(day.scope, group));
}

/** The numbers a scope always shows, staked on or not: its singles, panas and jodis (sangams only when staked). */
function catalogue(day: MarketDay): { game: Game; number: string; session: string }[] {
  const panas = (session: string) => ALL_PANAS.map((number) => ({ game: gameOfNumber(number)!, number, session }));
  const singles = (session: string) => DIGITS.map((number) => ({ game: 'single' as const, number, session }));
  const jodis = JODIS.map((number) => ({ game: 'jodi' as const, number, session: '' }));
  switch (day.scope) {
    case 'open':
      return [...singles('OPEN'), ...panas('OPEN')];
    case 'close':
      return [...singles('CLOSE'), ...jodis, ...panas('CLOSE')];
    case 'slot':
      return [...singles(''), ...panas('')];
    case 'jackpot':
      return jodis;
  }
}

const keyOf = (row: { game: string; number: string; session: string }) => `${row.game}|${row.number}|${row.session}`;

/** The grid: every number of the scope with its stake, bids, payout if it wins, and the rate of a bet placed now. */
export function exposureRows(day: MarketDay, groups: readonly BetGroup[], rates: Readonly<Record<string, string>>) {
  const rows = new Map<string, ExposureRow>();
  const rowOf = (entry: { game: Game; number: string; session: string }) => {
    const key = keyOf(entry);
    let row = rows.get(key);
    if (!row) {
      const rate = rateOf(day.rules, entry, rates);
      row = { ...entry, bids: 0, stakePaise: 0, payoutPaise: 0, rate, groups: [] };
      rows.set(key, row);
    }
    return row;
  };
  for (const entry of catalogue(day)) rowOf(entry);
  for (const group of groups) {
    const row = rowOf(group);
    row.bids += group.bids;
    row.stakePaise += group.amount * group.bids;
    row.payoutPaise += group.payout;
    row.groups.push(group);
  }
  return [...rows.values()];
}

/** A pana of each ank, to stand for "some close pana of ank d". */
const PANA_OF_ANK = new Map(DIGITS.map((digit) => [digit, ALL_PANAS.find((pana) => String(ank(pana)) === digit)!]));

/** What canStillWin reads of a market day: its kind and the kind's rules. */
type KindOf = Pick<MarketDay, 'rules'> & { market: Pick<MarketDay['market'], 'kind'> };

/**
 * Whether a number can still win on the market day's result so far. A number its result
 * decides can win only if it won: once a session is declared, its winners are all that is
 * left. A main market's jodi, half or full sangam, once the open is out, can win only if
 * its open part is the declared open, whatever the close; its close part can always come
 * (try the close pana that makes it, or a pana of its close digit). Anything else not yet
 * decided can. The grid lists only these, so its worst case is one that can still happen.
 */
export function canStillWin(day: KindOf, row: { game: Game; number: string; session: string }, result: ResultRow) {
  const decided = day.rules.wins(row, result);
  if (decided !== undefined) return decided;
  if (day.market.kind !== 'main' || !result.open_pana || result.close_pana) return true;
  if (row.game !== 'jodi' && row.game !== 'halfsangam' && row.game !== 'fullsangam') return true;
  const closePart = row.game === 'jodi' ? row.number[1]! : row.number.split('-')[1]!;
  const closePana = isPana(closePart) ? closePart : PANA_OF_ANK.get(closePart);
  return closePana !== undefined && day.rules.wins(row, { ...result, close_pana: closePana }) === true;
}

/**
 * What a declared scope's winning bets were paid, per number (game, number, session): the
 * payouts settlement wrote on the bets (after any correction), not what they would pay.
 */
export async function paidNumbers(db: Sql, day: MarketDay): Promise<Map<string, number>> {
  const rows = await db.query<{ game: Game; number: string; session: string; paid: string }>(
    `select game, number, session, sum(payout)::bigint as paid from bets
     where market = $1 and day = $2 and timing = $3 and status = 'WON'
     group by game, number, session`,
    [day.market.name, day.day, day.timing],
  );
  return new Map(
    rows.filter((row) => day.rules.decides(day.scope, row)).map((row) => [exposureKey(row), Number(row.paid)]),
  );
}

/** One number of one game and session, as a map key. */
export const exposureKey = keyOf;
