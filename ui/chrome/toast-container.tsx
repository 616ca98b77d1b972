import { Notifications } from '@mantine/notifications';
import { MAX_VISIBLE_TOASTS } from '../../core/index.js';

/** Mantine's toast container: at most 20 toasts, at the top. Its own chunk (see toast-host.tsx). */
export function ToastContainer() {
  return <Notifications limit={MAX_VISIBLE_TOASTS} position="top-center" />;
}
