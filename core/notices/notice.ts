import type { Text } from '../messages/text.js';
import { text } from '../messages/text.js';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** A toast, or a popup dialog with a Close button; the Notifier port shows it. */
export interface Notice {
  kind: NoticeKind;
  title?: Text;
  message: Text;
  /** How long it stays, in ms; null: until replaced or closed (loading). */
  durationMs: number | null;
  display: 'toast' | 'popup';
  position?: 'top' | 'bottom';
  /** A later notice with the same id replaces this one (a loading toast, then its result). */
  id?: string;
  /** The form field an invalid input's error is about: a screen may show it beside the field instead. */
  field?: string;
  /** A popup's on-close action (the player pressed Close). */
  onClose?: () => void;
}

/** How long a toast shows: errors and plain messages ~4 s, success ~2 s, loading until replaced. */
export const NOTICE_DURATION_MS: Readonly<Record<NoticeKind, number | null>> = {
  error: 4000,
  warning: 4000,
  info: 4000,
  success: 2000,
  loading: null,
};

/** At most this many toasts show at once. */
export const MAX_VISIBLE_TOASTS = 20;

export function notice(kind: NoticeKind, message: Text, extra: Partial<Omit<Notice, 'kind' | 'message'>> = {}): Notice {
  return { kind, message, durationMs: NOTICE_DURATION_MS[kind], display: 'toast', ...extra };
}

export const errorNotice = (message: Text, title?: Text) => notice('error', message, title ? { title } : {});
export const successNotice = (message: Text, title?: Text) => notice('success', message, title ? { title } : {});
/** The 'Oops...' toast of failed legacy calls. */
export const oopsNotice = (message: Text) => errorNotice(message, text('oops'));
