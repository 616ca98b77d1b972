import { panaKind } from './panas.js';

/** The games a bid can be on: single, jodi, the three panas and the two sangams. */
export type Game = 'single' | 'jodi' | 'singlepanna' | 'doublepanna' | 'triplepanna' | 'halfsangam' | 'fullsangam';

export const GAMES: readonly Game[] = Object.freeze([
  'single',
  'jodi',
  'singlepanna',
  'doublepanna',
  'triplepanna',
  'halfsangam',
  'fullsangam',
]);

const PANA_GAME = { SP: 'singlepanna', DP: 'doublepanna', TP: 'triplepanna' } as const;

/**
 * The game of a bid number, from its shape alone (docs/number-rules.md): `d` single, `dd` jodi,
 * a pana by its kind, `d-ppp` or `ppp-d` half sangam, `ppp-ppp` full sangam.
 * Undefined when the number is valid in no game (`019`, `12a`, `1-019`).
 */
export function gameOfNumber(number: string): Game | undefined {
  if (typeof number !== 'string') return undefined;
  if (/^[0-9]$/.test(number)) return 'single';
  if (/^[0-9]{2}$/.test(number)) return 'jodi';
  const kind = panaKind(number);
  if (kind) return PANA_GAME[kind];
  const parts = number.split('-');
  if (parts.length !== 2) return undefined;
  const [left, right] = parts as [string, string];
  if (/^[0-9]$/.test(left) && panaKind(right)) return 'halfsangam';
  if (panaKind(left) && /^[0-9]$/.test(right)) return 'halfsangam';
  if (panaKind(left) && panaKind(right)) return 'fullsangam';
  return undefined;
}

/**
 * Games that need both digits of the day, so they take no OPEN/CLOSE session and their
 * betting closes at the open time (docs/number-rules.md, betting windows).
 */
export function isSessionless(game: Game): boolean {
  return game === 'jodi' || game === 'halfsangam' || game === 'fullsangam';
}
