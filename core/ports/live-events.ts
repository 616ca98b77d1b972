import type { Observable } from 'rxjs';
import { token } from './token.js';

/**
 * What the player app hears live (GET /api/events): the stream opened, the player's own
 * balance, or something about the markets changed (a result, a betting window opening or closing).
 */
export type LiveEvent =
  | { type: 'open' }
  | { type: 'wallet'; wallet: string }
  | { type: 'markets'; kind: 'result' | 'times'; market?: string };

/**
 * One stream, opened with a one-use ticket. It errors when the stream drops or is refused
 * (the browser must not reopen it by itself: the ticket is spent); the caller reconnects.
 *
 * Why an `Observable` (rxjs, the one dependency of the use cases): a live stream brings many
 * values over time, opens when subscribed and closes when unsubscribed (a screen that leaves
 * closes its connection), and ends with an error its caller can retry. A Promise brings one
 * value, and an async iterator cannot stop a pending read. Wrap your own source with
 * `new Observable((subscriber) => { …; return () => close(); })`.
 */
export interface LiveEventsSource {
  connect(ticket: string): Observable<LiveEvent>;
}
export const LiveEventsSource = token<LiveEventsSource>('LiveEventsSource');
