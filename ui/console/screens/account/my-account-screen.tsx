import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { ApiTokensPanel } from './api-tokens-panel.js';
import { PasswordForm } from './password-form.js';
import { TotpPanel } from './totp-panel.js';

/** My account: who is signed in, the password, the second factor, and their API tokens. */
export function MyAccountScreen() {
  const text = useConsoleText();
  const state = useConsoleSession();
  if (state.status !== 'signed-in') return null;
  const { operator, idleMinutes } = state.info;
  return (
    <Stack>
      <Title order={2}>{text('nav_account')}</Title>
      <Group gap="sm">
        <Text fw={600}>{operator.username}</Text>
        <Badge variant="light">{text(`role_${operator.role}`)}</Badge>
        <Text size="sm" c="dimmed">
          {text('idleNote', { count: idleMinutes })}
        </Text>
      </Group>
      <PasswordForm />
      <TotpPanel enabled={operator.totpEnabled} />
      <ApiTokensPanel />
    </Stack>
  );
}
