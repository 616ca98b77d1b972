import { defer, filter, map, of, startWith, switchMap, type Observable } from 'rxjs';
import type { ConsoleEvents } from '../ports/console-events.js';
import type { DeskGateway, PendingCounts } from '../ports/desk-gateway.js';
import type { ConsolePolicy } from './console-policy.js';

/**
 * The desks' pending counts, live: asked for at the start and whenever the event stream
 * (re)opens (events missed while it was down), then taken from each `counts` event. The
 * newest wins: an event cancels an older answer still on its way.
 */
export class PendingCountsFeed {
  constructor(
    private readonly desks: DeskGateway,
    private readonly events: ConsoleEvents,
    private readonly policy: ConsolePolicy,
  ) {}

  counts$(): Observable<PendingCounts> {
    const asked$ = defer(() => this.policy.run(() => this.desks.counts())).pipe(
      filter((outcome) => outcome.ok),
      map((outcome) => (outcome as { ok: true; value: PendingCounts }).value),
    );
    return this.events.events$().pipe(
      startWith({ type: 'open' } as const),
      switchMap((event) => (event.type === 'open' ? asked$ : of(event.counts))),
    );
  }
}
