import { Observable } from 'rxjs';
import * as v from 'valibot';
import type { ConsoleEvent, ConsoleEvents } from '../../core/index.js';

const counts = v.object({ pendingDeposits: v.number(), pendingWithdrawals: v.number() });

/** What the adapter needs of the browser's EventSource (a test passes a fake). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'readyState' | 'close' | 'addEventListener'> & {
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
};

const CLOSED = 2;

/**
 * The console's live events over Server-Sent Events. The browser reconnects a dropped
 * stream by itself; a stream it gives up on (an HTTP error, e.g. while the server restarts)
 * is opened again after `retryMs`. Each (re)open is told as 'open', so the counts are asked
 * for again; a `counts` event with a shape it cannot read is ignored.
 */
export class EventSourceConsoleEvents implements ConsoleEvents {
  constructor(
    private readonly url: string,
    private readonly open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true }),
    private readonly retryMs = 5000,
  ) {}

  events$(): Observable<ConsoleEvent> {
    return new Observable<ConsoleEvent>((subscriber) => {
      let source: ReturnType<EventSourceFactory> | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = () => {
        source = this.open(this.url);
        source.onopen = () => subscriber.next({ type: 'open' });
        source.addEventListener('counts', (event) => {
          const parsed = v.safeParse(counts, safeJson((event as MessageEvent).data));
          if (parsed.success) subscriber.next({ type: 'counts', counts: parsed.output });
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
