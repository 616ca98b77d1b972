import { Subject, type Observable } from 'rxjs';

/** What changed live, for screens that show it (history lists read again). */
export type LiveChange = 'wallet' | 'markets';

/**
 * Where live changes are told, one per app: the live updates (a chunk of their own, loaded
 * after the first screen) tell it; open screens listen. Small, so it costs the first load nothing.
 */
export class LiveChanges {
  private readonly changes = new Subject<LiveChange>();
  readonly changes$: Observable<LiveChange> = this.changes.asObservable();

  tell(change: LiveChange): void {
    this.changes.next(change);
  }
}
