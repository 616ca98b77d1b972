import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useConsoleText } from '../hooks/use-console-text.js';
import {
  changeConsoleLanguage,
  CONSOLE_LANGUAGES,
  CONSOLE_NS,
  currentConsoleLanguage,
  isConsoleLanguage,
} from '../i18n/i18n.js';

const OPTIONS = CONSOLE_LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

/**
 * The console's language, each named in itself (an operator who cannot read the current one
 * still finds their own), remembered on this device. The words of another language load when
 * it is chosen; if they cannot, the console stays as it was and says so.
 */
export function LanguagePicker() {
  const text = useConsoleText();
  // Re-renders when the language changes.
  useTranslation(CONSOLE_NS);
  return (
    <NativeSelect
      size="xs"
      aria-label={text('language')}
      title={text('language')}
      data={OPTIONS}
      value={currentConsoleLanguage()}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (!isConsoleLanguage(code)) return;
        changeConsoleLanguage(code).catch(() =>
          notifications.show({ color: 'red', message: text('languageFailed'), autoClose: 6000 }),
        );
      }}
    />
  );
}
