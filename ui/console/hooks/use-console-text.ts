import { useTranslation } from 'react-i18next';
import type { OperatorText } from 'matka-core/console';
import { CONSOLE_NS } from '../i18n/i18n.js';
import type { ConsoleKey } from '../i18n/en.js';

/** Translates a console key, or an operator Text from core (the server's words stay as they are). */
export function useConsoleText() {
  const { t } = useTranslation(CONSOLE_NS);
  return (text: ConsoleKey | OperatorText, values?: Record<string, string | number>): string => {
    if (typeof text === 'string') return t(text, values ?? {});
    return 'raw' in text ? text.raw : t(text.key, (text.values ?? {}) as Record<string, unknown>);
  };
}
