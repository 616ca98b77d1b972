import { isSessionless, type Game } from '../numbers/game-of-number.js';
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
 * Whether a bid wins (DOMAIN.md, "what each game wins on"); undefined while the part of the
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
