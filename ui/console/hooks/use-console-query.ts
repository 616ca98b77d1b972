import { useObservable, useObservableState } from 'observable-hooks';
import { useCallback, useRef, useState } from 'react';
import { catchError, concat, from, map, of, switchMap, type Observable } from 'rxjs';
import type { OperatorFailure, OperatorOutcome } from 'matka-core/console';

export type QueryState<T> =
  | { status: 'loading'; value?: T | undefined }
  | { status: 'failed'; failure: OperatorFailure; value?: T | undefined }
  | { status: 'loaded'; value: T };

/** A screen's request as a stream: the newest input wins (switchMap), a throw is a failure, the last value stays shown while the next loads. */
export function queryStream<I, T>(load: (input: I) => Promise<OperatorOutcome<T>>) {
  return (input$: Observable<readonly [I, number]>): Observable<QueryState<T>> => {
    let last: T | undefined;
    return input$.pipe(
      switchMap(([input]) =>
        concat(
          of<QueryState<T>>({ status: 'loading', value: last }),
          from(load(input)).pipe(
            map((outcome): QueryState<T> => {
              if (!outcome.ok) return { status: 'failed', failure: outcome.failure, value: last };
              last = outcome.value;
              return { status: 'loaded', value: outcome.value };
            }),
            catchError((error: unknown) =>
              of<QueryState<T>>({
                status: 'failed',
                failure: { kind: 'transport', reason: 'network', call: 'screen', message: { raw: String(error) } },
                value: last,
              }),
            ),
          ),
        ),
      ),
    );
  };
}

/**
 * Loads what a screen shows for an input (a page, filters, an id) and again on `reload`.
 * The input is compared by value (its JSON), so a literal made at each render asks once.
 */
export function useConsoleQuery<I, T>(load: (input: I) => Promise<OperatorOutcome<T>>, input: I) {
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ load, input });
  latest.current = { load, input };
  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(() => [latest.current.input, 0] as const),
        queryStream((i: I) => latest.current.load(i)),
      ),
    [JSON.stringify(input), generation],
  );
  const state = useObservableState(state$, { status: 'loading' } as QueryState<T>);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, value: state.value, reload };
}
