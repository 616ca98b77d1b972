import { isSessionless, type Game } from '../numbers/game-of-number.js';

/** Main markets draw twice a day (open and close); a starline slot and a jackpot market once. */
export type MarketKind = 'main' | 'starline' | 'jackpot';

export const MARKET_KINDS: readonly MarketKind[] = Object.freeze(['main', 'starline', 'jackpot']);

/** Starline plays single digits and panas; jackpot (gali) plays jodis only. */
const ONE_DRAW_GAMES: Readonly<Record<Exclude<MarketKind, 'main'>, readonly Game[]>> = {
  starline: ['single', 'singlepanna', 'doublepanna', 'triplepanna'],
  jackpot: ['jodi'],
};

/**
 * Whether a kind of market takes a bid of this game with this session. A main market's
 * bids say OPEN or CLOSE, except games that need both digits, which say nothing; a
 * one-draw market's bids never carry a session (a starline bid names its slot instead).
 */
export function takesBid(kind: MarketKind, game: Game, session: string): boolean {
  if (kind === 'main') return isSessionless(game) ? session === '' : session === 'OPEN' || session === 'CLOSE';
  return session === '' && ONE_DRAW_GAMES[kind].includes(game);
}
