import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap, type Observable } from 'rxjs';
import type { OperatorOutcome } from 'matka-core/console';

/**
 * The newest outcome of a live read (today's board, an exposure grid) for a key (the
 * market day): a new key starts a new read, the last outcome stays shown meanwhile.
 */
export function useLiveOutcome<T>(
  key: string,
  make: () => Observable<OperatorOutcome<T>>,
): OperatorOutcome<T> | undefined {
  const outcome$ = useObservable((keys$) => keys$.pipe(switchMap(() => make())), [key]);
  return useObservableState(outcome$);
}
