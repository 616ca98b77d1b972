import type { BoardId } from 'matka-core/player';
import { useText } from './use-text.js';

/** A board's name in the player's language (core's English title is the key's English text). */
export function useBoardTitle(): (id: BoardId) => string {
  const text = useText();
  return (id) => text(`board_${id}`);
}
