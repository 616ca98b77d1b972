import { token } from './token.js';

/** Moves between the app's routes. */
export interface Navigator {
  go(path: string, state?: unknown): void;
  /** One step back in history. */
  back(): void;
}
export const Navigator = token<Navigator>('Navigator');
