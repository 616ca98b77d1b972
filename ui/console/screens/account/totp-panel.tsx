import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MyAccount, type TotpSetup } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';

/**
 * The second factor: set up (the secret and otpauth URL shown as text, to type or paste into
 * an authenticator app), then switched on with a code from it; switched off with a code too.
 */
export function TotpPanel({ enabled }: { enabled: boolean }) {
  const text = useConsoleText();
  const account = useService(MyAccount);
  const [setup, setSetup] = useState<TotpSetup | undefined>(undefined);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const outcome = await account.totpSetup();
    if (outcome.ok) setSetup(outcome.value);
    else notifyOutcome(outcome, '', (o) => text(o.failure.message));
  };
  const confirm = async () => {
    setBusy(true);
    const outcome = await (enabled ? account.totpDisable(code) : account.totpEnable(code));
    setBusy(false);
    setError(outcome.ok ? undefined : text(outcome.failure.message));
    notifyOutcome(outcome, text(enabled ? 'totpOff' : 'totpOn'), (o) => text(o.failure.message));
    if (outcome.ok) {
      setCode('');
      setSetup(undefined);
    }
  };

  return (
    <Paper withBorder p="md" maw={640}>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {text('totpTitle')}
          </Title>
          <Badge color={enabled ? 'green' : 'gray'}>{text(enabled ? 'on' : 'off')}</Badge>
        </Group>
        {!enabled && !setup && (
          <>
            <Text size="sm">{text('totpExplain')}</Text>
            <Button variant="light" onClick={() => void start()} w="fit-content">
              {text('totpSetUp')}
            </Button>
          </>
        )}
        {setup && (
          <Alert color="blue" title={text('totpAddToApp')}>
            <Stack gap={6}>
              <Text size="sm">{text('totpSecret')}</Text>
              <Code fz="md">{setup.secret}</Code>
              <Text size="sm">{text('totpUrl')}</Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {setup.otpauthUrl}
              </Code>
            </Stack>
          </Alert>
        )}
        {(enabled || setup) && (
          <ConsoleForm onSubmit={() => void confirm()}>
            <Group align="flex-start">
              <TextInput
                label={text('totpCode')}
                value={code}
                error={error}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <Button
                type="submit"
                mt={25}
                loading={busy}
                color={enabled ? 'red' : undefined}
                variant={enabled ? 'outline' : 'filled'}
              >
                {text(enabled ? 'totpDisable' : 'totpEnable')}
              </Button>
            </Group>
          </ConsoleForm>
        )}
      </Stack>
    </Paper>
  );
}
