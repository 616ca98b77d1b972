import type { ReactNode } from 'react';
import type { LoadState } from '../hooks/request-states.js';
import { LoadFailure } from './load-failure.js';
import { ScreenLoader } from './screen-loader.js';

/** A request on screen: a loader while it loads, why it failed with Retry, else what the data shows. */
export function Loaded<T>({
  state,
  retry,
  children,
}: {
  state: LoadState<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (state.status === 'loading') return <ScreenLoader />;
  if (state.status === 'failed') return <LoadFailure failure={state.failure} retry={retry} />;
  return children(state.value);
}
