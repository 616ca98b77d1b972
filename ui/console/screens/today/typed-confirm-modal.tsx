import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';

/**
 * Asks the operator to type the value again before an action that pays players (declare,
 * correct). The use case checks the two agree; the field shows its refusal.
 */
export function TypedConfirmModal(props: {
  opened: boolean;
  title: string;
  explain: string;
  action: string;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: (typed: string) => void;
}) {
  const text = useConsoleText();
  const [typed, setTyped] = useState('');
  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        setTyped('');
        props.onClose();
      }}
      title={props.title}
    >
      <ConsoleForm onSubmit={() => props.onConfirm(typed)}>
        <Stack>
          <Text size="sm">{props.explain}</Text>
          <TextInput
            label={text('typeAgain')}
            value={typed}
            error={props.error}
            inputMode="numeric"
            maxLength={3}
            data-autofocus
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {text('cancel')}
            </Button>
            <Button type="submit" color="red" loading={props.busy}>
              {props.action}
            </Button>
          </Group>
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
