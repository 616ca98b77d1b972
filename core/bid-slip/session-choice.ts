import { isSessionless, type Game } from '../numbers/game-of-number.js';

export type BidSession = 'OPEN' | 'CLOSE' | '';

/** What a board's OPEN/CLOSE selector offers. */
export interface SessionChoice {
  visible: boolean;
  options: readonly ('OPEN' | 'CLOSE')[];
  initial: BidSession;
}

/**
 * The session selector: is_open '0' (the open result is out) offers CLOSE only; otherwise OPEN
 * (default) and CLOSE. Jodi-type games take an empty session and show no selector, and
 * so do starline boards, which have a timing instead of sessions.
 */
export function sessionChoice(board: {
  isOpen: string;
  accepts: readonly Game[];
  timing?: string | undefined;
}): SessionChoice {
  if (board.accepts.every(isSessionless) || board.timing) return { visible: false, options: [], initial: '' };
  if (board.isOpen === '0') return { visible: true, options: ['CLOSE'], initial: 'CLOSE' };
  return { visible: true, options: ['OPEN', 'CLOSE'], initial: 'OPEN' };
}

/** The session a bid on `game` is placed with, given what the selector shows. */
export function sessionFor(game: Game, chosen: BidSession, choice: SessionChoice): BidSession {
  if (isSessionless(game) || choice.options.length === 0) return '';
  return (choice.options as readonly BidSession[]).includes(chosen) ? chosen : choice.initial;
}
