import { isSessionless, type Game } from '../numbers/game-of-number.js';
import type { MarketKind } from './market-kinds.js';
import { ank } from '../numbers/panas.js';

/**
 * What a market has declared so far. A main market declares an open and a close pana (its
 * jodi is their two anks); a starline slot declares one pana, read as an open pana; a
 * jackpot market declares its jodi alone.
 */
export interface DeclaredResult {
  openPana?: string | null | undefined;
  closePana?: string | null | undefined;
  jodi?: string | null | undefined;
}

/** Which declaration of a main market decides a bid: OPEN bids the open, the rest the close. */
export function decidedBy(game: Game, session: string): 'open' | 'close' {
  return !isSessionless(game) && session === 'OPEN' ? 'open' : 'close';
}

/**
 * Whether a bid wins (docs/number-rules.md, "what each game wins on"); undefined while the part of the
 * result it needs is not declared. Generator boards only produce bids of these games.
 */
export function winsOn(game: Game, number: string, session: string, result: DeclaredResult): boolean | undefined {
  const openPana = result.openPana || undefined;
  const closePana = result.closePana || undefined;
  const openDigit = openPana && String(ank(openPana));
  const closeDigit = closePana && String(ank(closePana));
  const matches = (wanted: string | undefined) => (wanted === undefined ? undefined : number === wanted);
  switch (game) {
    case 'single':
      return matches(session === 'OPEN' ? openDigit : closeDigit);
    case 'singlepanna':
    case 'doublepanna':
    case 'triplepanna':
      return matches(session === 'OPEN' ? openPana : closePana);
    case 'jodi':
      return matches(result.jodi || (openDigit && closeDigit ? openDigit + closeDigit : undefined));
    case 'halfsangam': {
      if (!openPana || !closePana) return undefined;
      // d-ppp is half sangam A (open digit, close pana); ppp-d is B (open pana, close digit).
      return number.length === 5 && number[1] === '-'
        ? number === `${openDigit}-${closePana}`
        : number === `${openPana}-${closeDigit}`;
    }
    case 'fullsangam':
      return openPana && closePana ? number === `${openPana}-${closePana}` : undefined;
  }
}

/** A market's stored result, whatever its kind: a main market's two panas, a starline pana, a jackpot jodi. */
export interface StoredResult {
  openPana?: string | null | undefined;
  closePana?: string | null | undefined;
  jodi?: string | null | undefined;
}

/**
 * What settlement reads of a stored result on each kind of market: a main market its two
 * panas; a starline slot its one pana, as an open pana, every bid as an OPEN bid; a jackpot
 * market its jodi alone. Settlement and the bid's explanation both read through this.
 */
export function settlementView(
  kind: MarketKind,
  session: string,
  stored: StoredResult,
): { session: string; result: DeclaredResult } {
  if (kind === 'starline') return { session: 'OPEN', result: { openPana: stored.openPana } };
  if (kind === 'jackpot') return { session, result: { jodi: stored.jodi } };
  return { session, result: { openPana: stored.openPana, closePana: stored.closePana } };
}

/** Whether a bid wins on a market of this kind (undefined while undecided): the settlement rule. */
export function winsOnMarket(
  kind: MarketKind,
  bid: { game: Game; number: string; session: string },
  stored: StoredResult,
): boolean | undefined {
  const view = settlementView(kind, bid.session, stored);
  return winsOn(bid.game, bid.number, view.session, view.result);
}
