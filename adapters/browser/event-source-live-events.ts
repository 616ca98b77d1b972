import { Observable } from 'rxjs';
import * as v from 'valibot';
import type { LiveEvent, LiveEventsSource } from 'matka-core/player';
import type { EventSourceFactory } from './reconnecting-event-stream.js';

const wallet = v.object({ wallet: v.union([v.string(), v.number()]) });
const markets = v.object({ kind: v.picklist(['result', 'times']), market: v.optional(v.string()) });

/**
 * The player's live events over Server-Sent Events (GET {base}/api/events?ticket=…). The
 * ticket is spent on opening, so the browser's own reconnect could only be refused: on any
 * error the source is closed and the observable errors, and core reconnects with a fresh
 * ticket after its backoff. An event with a shape it cannot read is ignored.
 */
export class EventSourceLiveEvents implements LiveEventsSource {
  constructor(
    private readonly baseUrl: string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url),
  ) {}

  connect(ticket: string): Observable<LiveEvent> {
    return new Observable<LiveEvent>((subscriber) => {
      const source = this.open(`${this.baseUrl.replace(/\/+$/, '')}/api/events?ticket=${encodeURIComponent(ticket)}`);
      source.onopen = () => subscriber.next({ type: 'open' });
      source.addEventListener('wallet', (event) => {
        const parsed = v.safeParse(wallet, safeJson((event as MessageEvent).data));
        if (parsed.success) subscriber.next({ type: 'wallet', wallet: String(parsed.output.wallet) });
      });
      source.addEventListener('markets', (event) => {
        const parsed = v.safeParse(markets, safeJson((event as MessageEvent).data));
        if (parsed.success) subscriber.next({ type: 'markets', ...parsed.output });
      });
      source.onerror = () => {
        source.close();
        subscriber.error(new Error('The live events stream dropped.'));
      };
      return () => source.close();
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
