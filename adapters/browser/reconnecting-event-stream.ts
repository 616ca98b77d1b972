import { Observable } from 'rxjs';
import * as v from 'valibot';

/** What the adapters need of the browser's EventSource (a test passes a fake). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'readyState' | 'close' | 'addEventListener'> & {
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
};

const CLOSED = 2;

/** Which named events of a stream to read, and what each readable one becomes. */
export interface EventStreamReading<S extends v.GenericSchema, T> {
  event: string;
  schema: S;
  toEvent: (data: v.InferOutput<S>) => T;
}

/**
 * A Server-Sent Events stream of the console, read as an Observable. The browser reconnects
 * a dropped stream by itself; a stream it gives up on (an HTTP error, e.g. while the server
 * restarts) is opened again after `retryMs`. Each (re)open is told as `{ type: 'open' }`, so
 * the screen reads again; an event whose data does not fit the schema is ignored.
 */
export function reconnectingEventStream<S extends v.GenericSchema, T>(
  url: string,
  open: EventSourceFactory,
  retryMs: number,
  reading: EventStreamReading<S, T>,
): Observable<T | { type: 'open' }> {
  return new Observable<T | { type: 'open' }>((subscriber) => {
    let source: ReturnType<EventSourceFactory> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = open(url);
      source.onopen = () => subscriber.next({ type: 'open' });
      source.addEventListener(reading.event, (event) => {
        const parsed = v.safeParse(reading.schema, safeJson((event as MessageEvent).data));
        if (parsed.success) subscriber.next(reading.toEvent(parsed.output));
      });
      source.onerror = () => {
        if (source?.readyState !== CLOSED) return;
        source.close();
        retry = setTimeout(connect, retryMs);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  });
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}
