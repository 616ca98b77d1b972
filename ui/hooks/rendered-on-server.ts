import { createContext } from 'react';

/**
 * True in the server's render of /home (ui/app/render-home.tsx), which is the same for every
 * player: what only the player's own call knows, the balance, is left out of it.
 */
export const RenderedOnServer = createContext(false);
