import type { Observable } from 'rxjs';
import type { PendingCounts } from './desk-gateway.js';
import { token } from './token.js';

/** What the console hears live: the stream (re)opened, or the pending counts changed. */
export type ConsoleEvent = { type: 'open' } | { type: 'counts'; counts: PendingCounts };

/**
 * The console's live events (`GET /console/api/events`); the stream reconnects by itself and says so with 'open'.
 *
 * Why an `Observable` (rxjs, the one dependency of the use cases): a live stream brings many
 * values over time, opens when subscribed and closes when unsubscribed (a screen that leaves
 * closes its connection), and ends with an error its caller can retry. A Promise brings one
 * value, and an async iterator cannot stop a pending read. Wrap your own source with
 * `new Observable((subscriber) => { …; return () => close(); })`.
 */
export interface ConsoleEvents {
  events$(): Observable<ConsoleEvent>;
}
export const ConsoleEvents = token<ConsoleEvents>('ConsoleEvents');
