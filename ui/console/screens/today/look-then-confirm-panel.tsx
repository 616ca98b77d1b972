import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import type { LookThenConfirm } from '../../hooks/use-look-then-confirm.js';
import { TypedConfirmModal } from './typed-confirm-modal.js';

/**
 * A panel for an action that pays players (declare, correct): a pana or jodi typed and looked
 * at, what it would do shown under it, then the value typed again in a dialog. The caller
 * shows the look and offers the action (`flow.open`) where it may be taken.
 */
export function LookThenConfirmPanel<L>(props: {
  flow: LookThenConfirm<L>;
  title: string;
  /** The typed value's field: its label and how wide it is. */
  field: { label: string; width: number };
  /** The button that looks, nothing written. */
  lookAction: string;
  /** The dialog that asks for the value again: its title, what it does, its button. */
  confirm: { title: string; explain: string; action: string };
  children: (looked: L) => ReactNode;
}) {
  const text = useConsoleText();
  const { flow } = props;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>{props.title}</Text>
        <ConsoleForm onSubmit={flow.ask}>
          <Group align="flex-end">
            <TextInput
              label={props.field.label}
              value={flow.value}
              error={flow.error}
              inputMode="numeric"
              maxLength={3}
              w={props.field.width}
              onChange={(e) => flow.setValue(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={flow.busy && !flow.confirming}>
              {props.lookAction}
            </Button>
          </Group>
        </ConsoleForm>
        {flow.failure && (
          <Alert color="red" role="alert">
            {text(flow.failure.message)}
          </Alert>
        )}
        {flow.looked !== undefined && (
          <Stack gap="xs" aria-label={props.title}>
            {props.children(flow.looked)}
          </Stack>
        )}
        <TypedConfirmModal
          opened={flow.confirming}
          {...props.confirm}
          busy={flow.busy}
          error={flow.confirmError}
          onClose={flow.close}
          onConfirm={flow.confirm}
        />
      </Stack>
    </Paper>
  );
}
