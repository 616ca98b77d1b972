import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MAX_API_TOKEN_LABEL, MyAccount, type ApiToken } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { TimeText } from '../../components/time-text.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * The operator's own tokens for the operator API: each acts as this operator (their role, their
 * name in the audit trail, one person in two-person control). A new token is shown once, to copy;
 * a revoked one stops at once.
 */
export function ApiTokensPanel() {
  const text = useConsoleText();
  const account = useService(MyAccount);
  const [load] = useState(() => () => account.apiTokens());
  const { state, reload } = useConsoleQuery(load, 'api-tokens');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<{ token: string; label: string } | undefined>(undefined);
  const [revoking, setRevoking] = useState<ApiToken | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The new token is shown where the operator looks: brought into view, above the fold or not.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) shown.current?.scrollIntoView?.({ block: 'center' });
  }, [created]);

  const create = async () => {
    setBusy(true);
    const outcome = await account.createApiToken(label);
    setBusy(false);
    setError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    notifyOutcome(outcome, text('tokenCreated'), (o) => text(o.failure.message));
    if (outcome.ok) {
      setCreated({ token: outcome.value.token, label: outcome.value.created.label });
      setLabel('');
      reload();
    }
  };
  const revoke = async (token: ApiToken) => {
    const outcome = await account.revokeApiToken(token.id);
    notifyOutcome(outcome, text('tokenRevoked', { label: token.label }), (o) => text(o.failure.message));
    setRevoking(undefined);
    reload();
  };

  return (
    <Paper withBorder p="md" maw={860}>
      <Stack>
        <Title order={3} size="h5">
          {text('tokensTitle')}
        </Title>
        <Text size="sm">{text('tokensExplain')}</Text>
        {created && (
          <Alert
            ref={shown}
            color="yellow"
            title={text('tokenShownOnce', { label: created.label })}
            data-testid="new-token"
          >
            <Stack gap={6}>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {created.token}
              </Code>
              <Group>
                <CopyButton value={created.token}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? text('copied') : text('copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button size="xs" variant="subtle" onClick={() => setCreated(undefined)}>
                  {text('tokenSaved')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <ConsoleForm onSubmit={() => void create()}>
          <Group align="flex-start">
            <TextInput
              label={text('tokenLabel')}
              placeholder={text('tokenLabelHint')}
              value={label}
              error={error}
              maxLength={MAX_API_TOKEN_LABEL}
              w={320}
              onChange={(e) => setLabel(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} mt={25}>
              {text('tokenCreate')}
            </Button>
          </Group>
        </ConsoleForm>
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {state.value && state.value.tokens.length > 0 && (
          <Table striped verticalSpacing="xs" aria-label={text('tokensTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('tokenLabel')}</Table.Th>
                <Table.Th>{text('created')}</Table.Th>
                <Table.Th>{text('tokenLastUsed')}</Table.Th>
                <Table.Th>{text('state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.value.tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.label}</Table.Td>
                  <Table.Td>
                    <TimeText at={token.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    {token.lastUsedAt ? <TimeText at={token.lastUsedAt} /> : <Text size="sm">{text('never')}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {token.revokedAt ? (
                      <Badge color="gray">{text('tokenRevokedAt', { at: token.revokedAt })}</Badge>
                    ) : (
                      <Badge color="green">{text('active')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!token.revokedAt && (
                      <Button size="xs" color="red" variant="outline" onClick={() => setRevoking(token)}>
                        {text('tokenRevoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={revoking !== undefined}
        onClose={() => setRevoking(undefined)}
        title={text('tokenRevokeTitle', { label: revoking?.label ?? '' })}
      >
        <Stack>
          <Text size="sm">{text('tokenRevokeNote')}</Text>
          <DialogButtons
            onCancel={() => setRevoking(undefined)}
            action={text('tokenRevoke')}
            onAction={() => revoking && void revoke(revoking)}
            color="red"
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
