import { notifications, notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_PREFIX } from './error-toast-ids.js';

/** Closes the error toasts on screen: what they complained of has been put right. */
export function hideErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (typeof toast.id === 'string' && toast.id.startsWith(ERROR_TOAST_PREFIX)) notifications.hide(toast.id);
  }
}
