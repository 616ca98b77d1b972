import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MAX_REASON_LENGTH, type OperatorOutcome } from '../../../core/index.js';
import { useConsoleText } from '../hooks/use-console-text.js';
import { ConsoleForm } from './console-form.js';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What the action does, above the field. */
  children?: ReactNode;
  /** The field's label: a reason (a textarea) or a short reference (one line). */
  label: string;
  multiline?: boolean;
  confirm: string;
  color?: string;
  onClose: () => void;
  /** Runs the action; on a failure the modal stays open with what was typed and says why. */
  onSubmit: (value: string) => Promise<OperatorOutcome<unknown>>;
}

/** A confirmation that needs words: a rejection's reason, a block's reason, a payout reference. */
export function ReasonModal({
  opened,
  title,
  children,
  label,
  multiline = true,
  confirm,
  color,
  onClose,
  onSubmit,
}: ReasonModalProps) {
  const text = useConsoleText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValue('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const outcome = await onSubmit(value);
    setBusy(false);
    if (outcome.ok) close();
    else setError(text(outcome.failure.message));
  };
  const Field = multiline ? Textarea : TextInput;
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          {children}
          <Field
            label={label}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            required
            data-autofocus
            maxLength={multiline ? MAX_REASON_LENGTH * 2 : 100}
            {...(multiline ? { rows: 3 } : {})}
          />
          {multiline && (
            <Text size="xs" c="dimmed">
              {text('charactersLeft', { count: Math.max(0, MAX_REASON_LENGTH - value.trim().length) })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text('cancel')}
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
