import { gameOfNumber } from 'matka-core';
import { payoutAt } from 'matka-core/player';
import type { KindRules, SettlingBet } from './market-kinds/kind-rules.js';
import type { ResultRow } from './market-rows.js';

/** A bet as it is judged: its game, number, session, stake in paise and the rate it was placed at. */
export interface StakedBet extends SettlingBet {
  amount: number;
  rate: string;
}

/** What a result does to a bet: not decided yet, lost, or won with a payout in paise. */
export type BetOutcome = undefined | { won: false } | { won: true; payout: number };

/**
 * The one judgement of a bet, shared by settlement (which writes it) and the console's
 * preview and correction diff (which only show it), so what the console announces is to the
 * paisa what settlement pays: the kind's win rule on the result, and core's payout rule,
 * stake × the rate the bet was placed at, rounded down to the paisa. Rates changed since do
 * not touch it: they apply to bets placed after them.
 */
export function judgeBet(rules: KindRules, bet: StakedBet, result: ResultRow): BetOutcome {
  const wins = rules.wins(bet, result);
  if (wins === undefined) return undefined;
  if (!wins) return { won: false };
  return { won: true, payout: payoutAt(bet.amount, bet.rate) };
}

/** The rate a bet placed now gets on its market's kind: what place-bet stores on it. */
export const rateOf = (rules: KindRules, bet: SettlingBet, rates: Readonly<Record<string, string>>): string =>
  rates[rules.rateName(gameOfNumber(bet.number) ?? bet.game)] ?? '0';
