import { Badge, Button, Center, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ConsoleSession,
  OperatorAccounts,
  OPERATOR_ROLES,
  type OperatorOutcome,
  type OperatorRow,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { AddOperatorForm } from './add-operator-form.js';
import { TimeText } from '../../components/time-text.js';

/** Operators (owner): every account with its role and state; add one, change a role, disable or enable. */
export function OperatorsScreen() {
  const text = useConsoleText();
  const accounts = useService(OperatorAccounts);
  const me = useService(ConsoleSession).operator;
  const [load] = useState(() => () => accounts.list());
  const { state, reload } = useConsoleQuery(load, 'operators');

  const act = async (done: string, action: Promise<OperatorOutcome<unknown>>) => {
    notifyOutcome(await action, done, (o) => text(o.failure.message));
    reload();
  };

  const row = (o: OperatorRow) => (
    <Table.Tr key={o.id}>
      <Table.Td>
        <Text fw={600} size="sm">
          {o.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={text('roleOf', { username: o.username })}
          size="xs"
          w={150}
          value={o.role}
          allowDeselect={false}
          disabled={o.id === me?.id}
          data={OPERATOR_ROLES.map((role) => ({ value: role, label: text(`role_${role}`) }))}
          onChange={(role) =>
            role &&
            role !== o.role &&
            void act(text('roleChanged', { username: o.username }), accounts.setRole(o.id, role))
          }
        />
      </Table.Td>
      <Table.Td>
        {o.disabled ? <Badge color="gray">{text('disabled')}</Badge> : <Badge color="green">{text('active')}</Badge>}
      </Table.Td>
      <Table.Td>{o.totpEnabled ? text('yes') : text('no')}</Table.Td>
      <Table.Td>
        <TimeText at={o.createdAt} />
        {/* Who made it: for its first day it is not their second person (two-person control). */}
        {o.createdBy && (
          <Text size="xs" c="dimmed">
            {text('createdBy', { by: o.createdBy })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{o.lastSignInAt ? <TimeText at={o.lastSignInAt} /> : <Text size="sm">{text('never')}</Text>}</Table.Td>
      <Table.Td>
        {o.id !== me?.id &&
          (o.disabled ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void act(text('operatorEnabled', { username: o.username }), accounts.enable(o.id))}
            >
              {text('enable')}
            </Button>
          ) : (
            <Button
              size="xs"
              color="red"
              variant="outline"
              onClick={() => void act(text('operatorDisabled', { username: o.username }), accounts.disable(o.id))}
            >
              {text('disable')}
            </Button>
          ))}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack>
      <Title order={2}>{text('nav_operators')}</Title>
      <AddOperatorForm onAdded={reload} />
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!state.value && state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {state.value && (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {(['username', 'role', 'state', 'totp', 'created', 'lastSignIn', 'actions'] as const).map((key) => (
                <Table.Th key={key}>{text(key)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{state.value.map(row)}</Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
