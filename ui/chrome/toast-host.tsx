import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container (and its transitions) loads with the first toast, not with the first page.
const ToastContainer = lazy(() => import('./toast-container.js').then((m) => ({ default: m.ToastContainer })));

/** Core's toasts: the container is mounted for good once the first one is shown. */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length + queue.length > 0) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
