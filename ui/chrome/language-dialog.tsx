import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../i18n/i18n.js';
import { PlayerDialog } from '../components/player-dialog.js';
import { useText } from '../hooks/use-text.js';

/** 'Choose Language' (the existing apps' "Languagee" fixed): the eight languages, remembered. */
export function LanguageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const text = useText();
  const { i18n } = useTranslation();
  return (
    <PlayerDialog opened={opened} onClose={onClose} title={text('chooseLanguage')}>
      <Stack gap="xs">
        {LANGUAGES.map((language) => (
          <Button
            key={language.code}
            lang={language.code}
            variant={i18n.language === language.code ? 'filled' : 'light'}
            onClick={() => void changeLanguage(language.code).then(onClose)}
          >
            {language.name}
          </Button>
        ))}
      </Stack>
    </PlayerDialog>
  );
}
