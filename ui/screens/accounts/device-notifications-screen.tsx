import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceNotifications, type DeviceNotificationState } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { PUSH_WORDS, type PushWords } from '../../i18n/locales/push/push-words.js';

/** This screen's words in the player's language (English for a language it does not know). */
function usePushWords(): PushWords {
  const { i18n } = useTranslation();
  return PUSH_WORDS[i18n.language as keyof typeof PUSH_WORDS] ?? PUSH_WORDS.en;
}

/**
 * Notifications on this device (/deviceNotifications, from the side menu; docs/web-push.md):
 * Web Push on or off. Opened with them on, it sends the notification words again, so a player
 * who changed language gets the next ones in it.
 */
export function DeviceNotificationsScreen() {
  const text = useText();
  usePageTitle('deviceNotifications');
  const words = usePushWords();
  const notifications = useService(DeviceNotifications);
  const [state, setState] = useState<DeviceNotificationState | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The notification words are this screen's words less its own (PushWords extends PushTexts).
  const {
    explain: _explain,
    on: _on,
    off: _off,
    blocked: _blocked,
    unsupported: _unsupported,
    failed: _failed,
    turnOn: _turnOn,
    turnOff: _turnOff,
    ...texts
  } = words;

  useEffect(() => {
    let current = true;
    void notifications.state().then(async (found) => {
      if (!current) return;
      setState(found);
      if (found === 'on') await notifications.turnOn(texts);
    });
    return () => {
      current = false;
    };
    // Once per language: the words of `texts` follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifications, words]);

  const change = async (turn: () => ReturnType<DeviceNotifications['turnOff']>) => {
    setBusy(true);
    const outcome = await turn();
    setBusy(false);
    if (outcome.ok) setState(outcome.value);
  };
  return (
    <>
      <PageToolbar title={text('deviceNotifications')} />
      <Paper withBorder radius="md" p="md" m="md">
        <Stack gap="sm">
          <Text size="sm">{words.explain}</Text>
          {state && (
            <Text fw={600} role="status" c={state === 'on' ? 'green.8' : state === 'off' ? undefined : 'red.8'}>
              {words[state]}
            </Text>
          )}
          {state === 'on' && (
            <Button variant="default" loading={busy} onClick={() => void change(() => notifications.turnOff())}>
              {words.turnOff}
            </Button>
          )}
          {(state === 'off' || state === 'failed') && (
            <Button loading={busy} onClick={() => void change(() => notifications.turnOn(texts))}>
              {words.turnOn}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
