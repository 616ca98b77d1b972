// The players' screens, one lazy chunk: the search and a player's page.
export { PlayersScreen } from './players-screen.js';
export { PlayerScreen } from './player-screen.js';
