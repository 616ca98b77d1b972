import { useObservableState } from 'observable-hooks';
import type { Observable } from 'rxjs';
import { token } from 'matka-core/player';
import { type PendingCounts } from 'matka-core/console';
import { useService } from '../../hooks/container-context.js';

/** The desks' pending counts, live, shared by the navigation's badges and the desks (one event stream). */
export const LiveCounts = token<Observable<PendingCounts>>('ConsoleLiveCounts');

export function useLiveCounts(): PendingCounts | undefined {
  return useObservableState(useService(LiveCounts));
}
