import type { Notice } from '../notices/notice.js';
import { token } from './token.js';

/** Shows a toast or a popup to the player. */
export interface Notifier {
  notify(notice: Notice): void;
  /** Closes a notice shown with an id (a loading toast that is no longer needed). */
  dismiss(id: string): void;
}
export const Notifier = token<Notifier>('Notifier');
