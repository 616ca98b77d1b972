import type { Observable } from 'rxjs';
import { token } from './token.js';

/** The player changed (their wallet, an operator's action, a deposit or withdrawal); 'open' when the stream (re)opens (events may have been missed). */
export type PlayerPageEvent = { type: 'open' } | { type: 'player' };

/** A player's page's live events (`GET /console/api/players/:id/events`); the stream reconnects by itself and says so with 'open'. */
export interface PlayerPageEvents {
  events$(playerId: string): Observable<PlayerPageEvent>;
}
export const PlayerPageEvents = token<PlayerPageEvents>('PlayerPageEvents');
