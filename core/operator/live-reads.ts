import { Observable } from 'rxjs';
import type { MarketEvent } from '../ports/results-board-gateway.js';

/**
 * What a live screen shows: read at once, and again after each event it is concerned
 * with (and each time the stream reopens). A burst of events costs at most one read in
 * flight and one after it: events that arrive while a read runs ask for a single next one.
 */
export function liveReads<T>(
  events$: Observable<MarketEvent>,
  read: () => Promise<T>,
  concerns: (event: Extract<MarketEvent, { type: 'market' }>) => boolean = () => true,
): Observable<T> {
  return new Observable<T>((subscriber) => {
    let running = false;
    let again = false;
    let closed = false;
    const start = () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      read()
        .then(
          (value) => {
            if (!closed) subscriber.next(value);
          },
          (error: unknown) => subscriber.error(error),
        )
        .finally(() => {
          running = false;
          if (again && !closed) {
            again = false;
            start();
          }
        });
    };
    const events = events$.subscribe((event) => {
      if (event.type === 'open' || concerns(event)) start();
    });
    start();
    return () => {
      closed = true;
      events.unsubscribe();
    };
  });
}
