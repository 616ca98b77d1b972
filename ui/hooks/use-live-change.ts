import { useEffect, useRef } from 'react';
import { filter } from 'rxjs';
import { LiveChanges, type LiveChange } from 'matka-core/player';
import { useService } from './container-context.js';

/** Runs `action` (a list's retry) whenever one of `kinds` changes live: an open history screen reads again, no reload. */
export function useLiveChange(action: () => void, ...kinds: LiveChange[]): void {
  const live = useService(LiveChanges);
  const latest = useRef(action);
  latest.current = action;
  const watched = kinds.join();
  useEffect(() => {
    const changes = live.changes$
      .pipe(filter((kind) => watched.split(',').includes(kind)))
      .subscribe(() => latest.current());
    return () => changes.unsubscribe();
  }, [live, watched]);
}
