import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { Notifier } from '../../core/index.js';
import { MantineNotifier } from '../app/mantine-notifier.js';
import { useService } from '../hooks/container-context.js';

// The dialog loads with the first popup, not with the first page.
const PopupDialog = lazy(() => import('./popup-dialog.js').then((m) => ({ default: m.PopupDialog })));

/** Shows core's popup notices one at a time. */
export function PopupHost() {
  const notifier = useService(Notifier);
  if (!(notifier instanceof MantineNotifier)) return null;
  return <Popups notifier={notifier} />;
}

function Popups({ notifier }: { notifier: MantineNotifier }) {
  const popups = useObservableState(notifier.popups$, []);
  const popup = popups[0];
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog notice={popup} onClose={() => notifier.closePopup()} />
    </Suspense>
  );
}
