import type { Observable } from 'rxjs';
import type { ConsoleEvent, ConsoleEvents } from 'matka-core/console';
import { reconnectingEventStream, type EventSourceFactory } from './reconnecting-event-stream.js';
import { deskCounts } from '../../contract/console/desks.js';

export type { EventSourceFactory } from './reconnecting-event-stream.js';

/**
 * The console's live counts over Server-Sent Events (`counts`), reconnecting as
 * `reconnectingEventStream` does; each (re)open is told as 'open', so the counts are asked
 * for again; a `counts` event with a shape it cannot read is ignored.
 */
export class EventSourceConsoleEvents implements ConsoleEvents {
  constructor(
    private readonly url: string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
    private readonly retryMs = 5000,
  ) {}

  events$(): Observable<ConsoleEvent> {
    return reconnectingEventStream(this.url, this.open, this.retryMs, {
      event: 'counts',
      schema: deskCounts,
      toEvent: (data) => ({ type: 'counts' as const, counts: data }),
    });
  }
}
