import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';
import { DialogButtons } from '../../components/dialog-buttons.js';

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
          <DialogButtons onCancel={props.onClose} action={props.action} color="red" busy={props.busy} />
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
