import { notifications } from '@mantine/notifications';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Notice, NoticeKind, Notifier } from 'matka-core/player';
import { ERROR_TOAST_PREFIX } from '../hooks/error-toast-ids.js';
import { hideErrorToasts } from '../hooks/use-error-toasts-cleared.js';
import { showBesideField } from '../hooks/use-field-error.js';
import { loadEnglishLater, translate, wordsLoaded } from '../i18n/i18n.js';

const COLOURS: Record<NoticeKind, string | undefined> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'indigo',
  loading: undefined,
};

let counter = 0;

/** Core's notices as Mantine toasts, in the player's language; popups go to the popup dialog. */
export class MantineNotifier implements Notifier {
  private readonly popups = new BehaviorSubject<readonly Notice[]>([]);
  /** Popups waiting to be shown, oldest first; the popup host shows them one at a time. */
  readonly popups$: Observable<readonly Notice[]> = this.popups.asObservable();
  /** Notices and dismissals waiting, in order, for the rest of English (i18n.ts). */
  private waiting: Promise<void> | undefined;

  notify(notice: Notice): void {
    this.inOrder(() => this.show(notice), wordsLoaded(notice.message) && wordsLoaded(notice.title));
  }

  dismiss(id: string): void {
    this.inOrder(() => this.hide(id), true);
  }

  /**
   * Runs a step now, or after the rest of English has loaded when its words need it (a refusal
   * before any other screen has loaded them) or an earlier step is still waiting: a notice never
   * shows a blank or a key, and a dismissal never overtakes the notice it closes.
   */
  private inOrder(step: () => void, wordsAtHand: boolean): void {
    if (wordsAtHand && !this.waiting) return step();
    const next = (this.waiting ?? Promise.resolve())
      .then(() => loadEnglishLater())
      .catch(() => undefined)
      .then(step);
    this.waiting = next;
    void next.finally(() => {
      if (this.waiting === next) this.waiting = undefined;
    });
  }

  private show(notice: Notice): void {
    if (notice.display === 'popup') {
      this.popups.next([...this.popups.value, notice]);
      return;
    }
    // A field's error goes beside the field when its screen words it there.
    if (showBesideField(notice)) return;
    // Something went through: the errors still on screen are out of date.
    if (notice.kind === 'success') hideErrorToasts();
    const title = notice.title ? translate(notice.title) : undefined;
    const message = translate(notice.message);
    // One toast per error: the same error again replaces its toast (and restarts its time).
    const id =
      notice.id ?? (notice.kind === 'error' ? `${ERROR_TOAST_PREFIX}${title ?? ''}:${message}` : `notice-${++counter}`);
    notifications.hide(id);
    notifications.show({
      id,
      ...(title ? { title } : {}),
      message,
      color: COLOURS[notice.kind],
      loading: notice.kind === 'loading',
      autoClose: notice.durationMs ?? false,
      withCloseButton: notice.kind !== 'loading',
      // Every toast at the bottom, above the footer, clear of a form's fields (toast-container.tsx).
      position: 'bottom-center',
    });
  }

  private hide(id: string): void {
    notifications.hide(id);
    this.popups.next(this.popups.value.filter((popup) => popup.id !== id));
  }

  /** Closes the popup on show and runs its on-close action. */
  closePopup(): void {
    const [first, ...rest] = this.popups.value;
    this.popups.next(rest);
    first?.onClose?.();
  }
}
