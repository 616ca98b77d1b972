import { Notifications } from '@mantine/notifications';
import { MAX_VISIBLE_TOASTS } from 'matka-core/player';
import classes from './toast-container.module.css';

/**
 * Toasts on screen at once: few, so that they never reach up to a form's fields or its button
 * (the rest wait their turn; the existing apps' ceiling is MAX_VISIBLE_TOASTS).
 */
export const TOASTS_ON_SCREEN = Math.min(3, MAX_VISIBLE_TOASTS);

/**
 * Mantine's toast container: at the bottom, above the layout's footer (the bottom bar and a
 * screen's action bar), where forms have none of their fields. Its own chunk (see toast-host.tsx).
 */
export function ToastContainer() {
  return <Notifications limit={TOASTS_ON_SCREEN} position="bottom-center" classNames={{ root: classes.root }} />;
}
