import type { Observable } from 'rxjs';
import type { PendingCounts } from './desk-gateway.js';
import { token } from './token.js';

/** What the console hears live: the stream (re)opened, or the pending counts changed. */
export type ConsoleEvent = { type: 'open' } | { type: 'counts'; counts: PendingCounts };

/** The console's live events (`GET /console/api/events`); the stream reconnects by itself and says so with 'open'. */
export interface ConsoleEvents {
  events$(): Observable<ConsoleEvent>;
}
export const ConsoleEvents = token<ConsoleEvents>('ConsoleEvents');
