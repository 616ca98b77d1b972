import type { Observable } from 'rxjs';
import * as v from 'valibot';
import type { MarketEvent, MarketEvents } from 'matka-core/console';
import { reconnectingEventStream, type EventSourceFactory } from './reconnecting-event-stream.js';

const market = v.object({
  market: v.string(),
  day: v.string(),
  timing: v.string(),
  what: v.picklist(['bet', 'result', 'void', 'pending']),
});

/**
 * The results desk's live events over Server-Sent Events (`market`), reconnecting as
 * `reconnectingEventStream` does; each (re)open is told as 'open' so the screen reads again.
 */
export class EventSourceMarketEvents implements MarketEvents {
  constructor(
    private readonly url: string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
    private readonly retryMs = 5000,
  ) {}

  events$(): Observable<MarketEvent> {
    return reconnectingEventStream(this.url, this.open, this.retryMs, {
      event: 'market',
      schema: market,
      toEvent: (data) => ({ type: 'market' as const, ...data }),
    });
  }
}
