import type { Observable } from 'rxjs';
import { token } from './token.js';

/** The player changed (their wallet, an operator's action, a deposit or withdrawal); 'open' when the stream (re)opens (events may have been missed). */
export type PlayerPageEvent = { type: 'open' } | { type: 'player' };

/**
 * A player's page's live events (`GET /console/api/players/:id/events`); the stream reconnects by itself and says so with 'open'.
 *
 * Why an `Observable` (rxjs, the one dependency of the use cases): a live stream brings many
 * values over time, opens when subscribed and closes when unsubscribed (a screen that leaves
 * closes its connection), and ends with an error its caller can retry. A Promise brings one
 * value, and an async iterator cannot stop a pending read. Wrap your own source with
 * `new Observable((subscriber) => { …; return () => close(); })`.
 */
export interface PlayerPageEvents {
  events$(playerId: string): Observable<PlayerPageEvent>;
}
export const PlayerPageEvents = token<PlayerPageEvents>('PlayerPageEvents');
