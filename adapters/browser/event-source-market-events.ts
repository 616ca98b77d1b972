import { Observable } from 'rxjs';
import * as v from 'valibot';
import type { MarketEvent, MarketEvents } from '../../core/index.js';
import type { EventSourceFactory } from './event-source-console-events.js';

const market = v.object({
  market: v.string(),
  day: v.string(),
  timing: v.string(),
  what: v.picklist(['bet', 'result', 'void']),
});

const CLOSED = 2;

/**
 * The results desk's live events over Server-Sent Events (`market`), as the console's
 * counts are read: the browser reconnects by itself, a stream it gives up on is opened
 * again after `retryMs`, and each (re)open is told as 'open' so the screen reads again.
 */
export class EventSourceMarketEvents implements MarketEvents {
  constructor(
    private readonly url: string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
    private readonly retryMs = 5000,
  ) {}

  events$(): Observable<MarketEvent> {
    return new Observable<MarketEvent>((subscriber) => {
      let source: ReturnType<EventSourceFactory> | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = () => {
        source = this.open(this.url);
        source.onopen = () => subscriber.next({ type: 'open' });
        source.addEventListener('market', (event) => {
          const parsed = v.safeParse(market, safeJson((event as MessageEvent).data));
          if (parsed.success) subscriber.next({ type: 'market', ...parsed.output });
        });
        source.onerror = () => {
          if (source?.readyState !== CLOSED) return;
          source.close();
          retry = setTimeout(connect, this.retryMs);
        };
      };
      connect();
      return () => {
        clearTimeout(retry);
        source?.close();
      };
    });
  }
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}
