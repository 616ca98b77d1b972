import { from, switchMap } from 'rxjs';
import type { LiveEventsSource } from 'matka-core/player';

/** The live events source, its module (and its wire schemas) loaded with the first stream, not with the first page. */
export function lazyLiveEvents(baseUrl: string): LiveEventsSource {
  return {
    connect: (ticket) =>
      from(import('./event-source-live-events.js')).pipe(
        switchMap(({ EventSourceLiveEvents }) => new EventSourceLiveEvents(baseUrl).connect(ticket)),
      ),
  };
}
