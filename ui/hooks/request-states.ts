import { catchError, defer, map, of, startWith, switchMap, type Observable } from 'rxjs';
import { text, type Failure, type Outcome } from 'matka-core/player';

/** What a screen shows of its request: a loader, the data, or why there is none (with a retry). */
export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; failure: Failure };

export const LOADING: LoadState<never> = { status: 'loading' };

/**
 * A screen's request as a stream: every trigger (new inputs, a retry) asks again. switchMap
 * drops the answer of an older call, so paging quickly never shows an older page; a failure
 * is a state of its own, so a failed reload never leaves the old rows standing.
 */
export function requestStates<T>(
  triggers$: Observable<unknown>,
  load: () => Promise<Outcome<T>>,
): Observable<LoadState<T>> {
  return triggers$.pipe(
    switchMap(() =>
      defer(load).pipe(
        map((outcome): LoadState<T> =>
          outcome.ok ? { status: 'loaded', value: outcome.value } : { status: 'failed', failure: outcome.failure },
        ),
        // Use cases answer with an Outcome and never throw: a throw is a bug. Inside the switchMap,
        // so the screen can still retry; logged, so the bug is not hidden.
        catchError((error: unknown) => {
          console.error(error);
          return of<LoadState<T>>({ status: 'failed', failure: { kind: 'rejected', message: text('requestFailed') } });
        }),
        startWith(LOADING),
      ),
    ),
  );
}
