import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import type { Observable } from 'rxjs';
import type { Notice } from 'matka-core/player';

// The dialog loads with the first popup, not with the first page.
const PopupDialog = lazy(() => import('./popup-dialog.js').then((m) => ({ default: m.PopupDialog })));

/** Where popup notices wait (the app's notifier keeps them), oldest first. */
export interface PopupQueue {
  popups$: Observable<readonly Notice[]>;
  closePopup(): void;
}

/** Shows core's popup notices one at a time. */
export function PopupHost({ queue }: { queue: PopupQueue }) {
  const popups = useObservableState(queue.popups$, []);
  const popup = popups[0];
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog notice={popup} onClose={() => queue.closePopup()} />
    </Suspense>
  );
}
