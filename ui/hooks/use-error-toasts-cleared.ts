import { notifications, notificationsStore } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { ERROR_TOAST_PREFIX } from './error-toast-ids.js';

/** Closes the error toasts on screen: what they complained of has been put right. */
export function hideErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (typeof toast.id === 'string' && toast.id.startsWith(ERROR_TOAST_PREFIX)) notifications.hide(toast.id);
  }
}

/** When a form moves on to its next step (`step` changes), the errors of the last one go. */
export function useErrorToastsClearedOn(step: unknown): void {
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    hideErrorToasts();
  }, [step]);
}
