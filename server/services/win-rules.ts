import type { Game } from '../../core/index.js';

/** A main market's declared result. */
export interface DeclaredResult {
  openPana: string | null;
  closePana: string | null;
}

const digitOf = (pana: string) => String([...pana].reduce((sum, d) => sum + Number(d), 0) % 10);

/**
 * Whether a bid wins (DOMAIN.md, "what each game wins on"). Undefined while the result it
 * needs is not declared.
 */
export function wins(game: Game, number: string, session: string, result: DeclaredResult): boolean | undefined {
  const { openPana, closePana } = result;
  const openDigit = openPana ? digitOf(openPana) : undefined;
  const closeDigit = closePana ? digitOf(closePana) : undefined;
  switch (game) {
    case 'single':
      return session === 'OPEN' ? (openDigit === undefined ? undefined : number === openDigit) : closeDigit === undefined ? undefined : number === closeDigit;
    case 'singlepanna':
    case 'doublepanna':
    case 'triplepanna':
      return session === 'OPEN' ? (openPana ? number === openPana : undefined) : closePana ? number === closePana : undefined;
    case 'jodi':
      return openDigit !== undefined && closeDigit !== undefined ? number === openDigit + closeDigit : undefined;
    case 'halfsangam': {
      if (!openPana || !closePana) return undefined;
      const [left, right] = number.split('-') as [string, string];
      return left.length === 1 ? left === openDigit && right === closePana : left === openPana && right === closeDigit;
    }
    case 'fullsangam':
      return openPana && closePana ? number === `${openPana}-${closePana}` : undefined;
  }
}

/** The result as the market card shows it: '250-7', '250-71-489', or '' before anything. */
export function resultText(result: DeclaredResult): string {
  if (!result.openPana) return '';
  const open = `${result.openPana}-${digitOf(result.openPana)}`;
  return result.closePana ? `${open}${digitOf(result.closePana)}-${result.closePana}` : open;
}

/** A starline slot's result: the pana and its digit, '128-1'. */
export const starlineResultText = (pana: string | null) => (pana ? `${pana}-${digitOf(pana)}` : '');
