import type { MarketKind } from 'matka-core/player';
import { jackpotMarket } from './jackpot-market.js';
import type { KindRules } from './kind-rules.js';
import { mainMarket } from './main-market.js';
import { starlineMarket } from './starline-market.js';

// The rules of each kind, apart from kind-rules.ts (what a kind is), which the kinds import.

const RULES: Readonly<Record<MarketKind, KindRules>> = {
  main: mainMarket,
  starline: starlineMarket,
  jackpot: jackpotMarket,
};

export const kindRules = (kind: MarketKind): KindRules => RULES[kind];
