import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { useRef } from 'react';
import { merge } from 'rxjs';
import type { Outcome } from 'matka-core/player';
import { LOADING, requestStates, type LoadState } from './request-states.js';

export interface Request<T> {
  state: LoadState<T>;
  /** Asks again with the same inputs (the Retry button, a reload after a change). */
  retry: () => void;
}

/**
 * Loads when the screen opens and again whenever one of `deps` changes (like an effect's
 * dependencies); the newest request wins. `load` may close over the screen's state: the call
 * made is always that of the render whose inputs triggered it.
 */
export function useRequest<T>(load: () => Promise<Outcome<T>>, deps: readonly unknown[]): Request<T> {
  const latest = useRef(load);
  latest.current = load;
  const inputs$ = useObservable((inputs) => inputs, [...deps]);
  const [retry, retries$] = useObservableCallback<void>();
  const state$ = useObservable(() => requestStates(merge(inputs$, retries$), () => latest.current()));
  return { state: useObservableState(state$, LOADING), retry };
}
