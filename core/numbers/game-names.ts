import type { Game } from './game-of-number.js';

/**
 * The games as an operator and an accountant read them, in English: the console's catalogue
 * takes its game words from here, and so do the server's CSV cells, so a report on screen
 * and its download name a game alike.
 */
export const GAME_NAMES_EN: Readonly<Record<Game, string>> = Object.freeze({
  single: 'Single',
  jodi: 'Jodi',
  singlepanna: 'Single pana',
  doublepanna: 'Double pana',
  triplepanna: 'Triple pana',
  halfsangam: 'Half sangam',
  fullsangam: 'Full sangam',
});

/** A game's English name; a key no game has, as it came (a report never hides a row). */
export const englishGameName = (game: string): string =>
  Object.hasOwn(GAME_NAMES_EN, game) ? GAME_NAMES_EN[game as Game] : game;
