import { GAMES, type Game } from 'matka-core';
import { useText } from './use-text.js';

const isGame = (value: string): value is Game => (GAMES as readonly string[]).includes(value);

/** A game's name in the player's language; a game the app does not know is shown as the server sent it. */
export function useGameName(): (game: string) => string {
  const text = useText();
  return (game) => (isGame(game) ? text(`game_${game}`) : game);
}
