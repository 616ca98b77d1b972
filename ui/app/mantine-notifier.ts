import { notifications } from '@mantine/notifications';
import type { Notice, NoticeKind, Notifier } from '../../core/index.js';
import { translate } from './i18n.js';

const COLOURS: Record<NoticeKind, string | undefined> = { success: 'green', error: 'red', warning: 'yellow', info: 'indigo', loading: undefined };

let counter = 0;

/** Core's notices as Mantine toasts, in the player's language. */
export class MantineNotifier implements Notifier {
  notify(notice: Notice): void {
    const id = notice.id ?? `notice-${++counter}`;
    notifications.hide(id);
    notifications.show({
      id,
      ...(notice.title ? { title: translate(notice.title) } : {}),
      message: translate(notice.message),
      color: COLOURS[notice.kind],
      loading: notice.kind === 'loading',
      autoClose: notice.durationMs ?? false,
      withCloseButton: notice.kind !== 'loading',
      position: notice.position === 'bottom' ? 'bottom-center' : 'top-center',
    });
  }

  dismiss(id: string): void {
    notifications.hide(id);
  }
}
