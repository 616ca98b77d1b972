import type { Observable } from 'rxjs';
import * as v from 'valibot';
import type { PlayerPageEvent, PlayerPageEvents } from 'matka-core/console';
import { reconnectingEventStream, type EventSourceFactory } from './reconnecting-event-stream.js';

const changed = v.object({ id: v.union([v.number(), v.string()]) });

/**
 * A player's page's live events over Server-Sent Events (`player`), reconnecting as
 * `reconnectingEventStream` does; each (re)open is told as 'open', so the page reads again.
 * `urlOf` gives the stream's address for a player (…/console/api/players/:id/events).
 */
export class EventSourcePlayerPageEvents implements PlayerPageEvents {
  constructor(
    private readonly urlOf: (playerId: string) => string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
    private readonly retryMs = 5000,
  ) {}

  events$(playerId: string): Observable<PlayerPageEvent> {
    return reconnectingEventStream(this.urlOf(playerId), this.open, this.retryMs, {
      event: 'player',
      schema: changed,
      toEvent: () => ({ type: 'player' as const }),
    });
  }
}
