import { text, type Text } from '../messages/text.js';
import { isSessionless } from '../numbers/game-of-number.js';
import { BOARDS, type BoardId } from './boards.js';

/**
 * Why a board can no longer take a bid that could win, or undefined while it can. A main
 * market whose open result is out (is_open '0') takes CLOSE bids only (docs/number-rules.md, betting
 * windows), so a board all of whose games need both digits (jodi, the sangams and every
 * board made of them) has nothing left to offer: the player is told so on the dashboard and
 * on the board, instead of building a slip the server refuses at Submit.
 */
export function boardClosedReason(board: BoardId, isOpen: string): Text | undefined {
  return isOpen === '0' && BOARDS[board].accepts.every(isSessionless) ? text('boardNeedsOpen') : undefined;
}
