import { gameOfNumber } from '../../core/index.js';
import type { KindRules, SettlingBet } from './market-kinds/kind-rules.js';
import type { ResultRow } from './markets.js';
import { rateMilli } from './settings.js';

/** A bet as it is judged: its game, number, session and stake in paise. */
export interface StakedBet extends SettlingBet {
  amount: number;
}

/** What a result does to a bet: not decided yet, lost, or won at a rate with a payout in paise. */
export type BetOutcome = undefined | { won: false } | { won: true; rate: string; payout: number };

/**
 * The one judgement of a bet, shared by settlement (which writes it) and the console's
 * preview, exposure grid and correction diff (which only show it), so what the console
 * announces is to the paisa what settlement pays: the kind's win rule on the result, and
 * stake × the kind's rate for the game, rounded down to the paisa.
 */
export function judgeBet(
  rules: KindRules,
  bet: StakedBet,
  result: ResultRow,
  rates: Readonly<Record<string, string>>,
): BetOutcome {
  const wins = rules.wins(bet, result);
  if (wins === undefined) return undefined;
  if (!wins) return { won: false };
  const rate = rateOf(rules, bet, rates);
  return { won: true, rate, payout: payoutAt(bet.amount, rate) };
}

/** The rate a bet would pay at on its market's kind. */
export const rateOf = (rules: KindRules, bet: SettlingBet, rates: Readonly<Record<string, string>>): string =>
  rates[rules.rateName(gameOfNumber(bet.number) ?? bet.game)] ?? '0';

/** A stake in paise at a rate (points per point staked), rounded down to the paisa. */
export const payoutAt = (amount: number, rate: string): number => Math.floor((amount * rateMilli(rate)) / 1000);
