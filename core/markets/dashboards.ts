import { BOARDS, type BoardId } from './boards.js';

/** The tiles of /games (21), in the order players of the existing apps know. */
export const MAIN_DASHBOARD: readonly BoardId[] = [
  'singleDigits',
  'singleBulk',
  'jodi',
  'jodiBulk',
  'singlePanna',
  'singlePannaBulk',
  'doublePanna',
  'doublePannaBulk',
  'spMotor',
  'dpMotor',
  'groupJodi',
  'spDpTp',
  'oddEven',
  'redBracket',
  'digitBasedJodi',
  'choicePana',
  'familyPana',
  'twoDigitPanel',
  'triplePanna',
  'halfSangam',
  'fullSangam',
];

/**
 * The boards that no dashboard lists (the digit-pair board, the two fixed half sangams,
 * the selector board): /games shows them under its 21 tiles, so every board can be played.
 */
export const MORE_MAIN_GAMES: readonly BoardId[] = ['crossing', 'halfSangamA', 'halfSangamB', 'sangamSelector'];

/** The tiles of /starlineGames (8). */
export const STARLINE_DASHBOARD: readonly BoardId[] = [
  'singleDigits',
  'singlePanna',
  'spMotor',
  'spDpTp',
  'doublePanna',
  'triplePanna',
  'dpMotor',
  'twoDigitPanel',
];

/** The tiles of /galiGames (4): jackpot plays jodis only. */
export const JACKPOT_DASHBOARD: readonly BoardId[] = ['jodi', 'redBracket', 'digitBasedJodi', 'groupJodi'];

/** What every tile passes to its board, as navigation state. */
export interface BoardEntry {
  market: string;
  is_open: string;
  board: BoardId;
  timing?: string;
}

/** A board reached without its navigation state sends the player to /. */
export function boardEntryOrRoot(state: unknown): BoardEntry | '/' {
  if (typeof state !== 'object' || state === null) return '/';
  const { market, is_open, board, timing } = state as Record<string, unknown>;
  if (typeof market !== 'string' || market === '' || typeof board !== 'string' || !Object.hasOwn(BOARDS, board))
    return '/';
  if (is_open !== '0' && is_open !== '1') return '/';
  return {
    market,
    is_open,
    board: board as BoardId,
    ...(typeof timing === 'string' && timing !== '' ? { timing } : {}),
  };
}
