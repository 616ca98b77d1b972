import { token } from './token.js';

/** Copies text for the player (the UPI id on Add Fund); resolves to whether it worked. */
export interface Clipboard {
  copy(text: string): Promise<boolean>;
}
export const Clipboard = token<Clipboard>('Clipboard');
