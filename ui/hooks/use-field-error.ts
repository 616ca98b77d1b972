import { useCallback, useEffect, useState } from 'react';
import type { Notice, Text } from 'matka-core/player';
import { useText } from './use-text.js';

type Show = (message: Text | undefined) => void;

/** The fields a screen on show words its own errors beside, by core's field name. */
const claimed = new Map<string, Show>();

/**
 * Shows an error notice beside its field when a screen claimed that field (true), so no toast
 * covers the field the player must fix; otherwise the notifier toasts it.
 */
export function showBesideField(notice: Notice): boolean {
  const show = notice.kind === 'error' && notice.field ? claimed.get(notice.field) : undefined;
  show?.(notice.message);
  return show !== undefined;
}

/**
 * Claims a field while the screen shows it: its errors come back here, in the player's
 * language, until `clear` (the player changed the field, or the request went through).
 */
export function useFieldError(field: string): { error: string | undefined; clear: () => void } {
  const text = useText();
  const [message, setMessage] = useState<Text | undefined>(undefined);
  useEffect(() => {
    claimed.set(field, setMessage);
    return () => {
      if (claimed.get(field) === setMessage) claimed.delete(field);
    };
  }, [field]);
  const clear = useCallback(() => setMessage(undefined), []);
  return { error: message && text(message), clear };
}
