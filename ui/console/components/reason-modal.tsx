import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MAX_PAYOUT_REFERENCE_LENGTH, type OperatorOutcome } from 'matka-core/console';
import { useConsoleText } from '../hooks/use-console-text.js';
import { ConsoleForm } from './console-form.js';
import { DialogButtons } from './dialog-buttons.js';
import { ReasonField } from './reason-field.js';

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
  /**
   * Ready reasons, each a button that fills the field (the cashier may still change it); with
   * them, Enter in the field confirms and Shift+Enter starts a new line.
   */
  presets?: string[];
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
  presets,
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
    if (busy) return;
    setBusy(true);
    const outcome = await onSubmit(value);
    setBusy(false);
    if (outcome.ok) close();
    else setError(text(outcome.failure.message));
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          {children}
          {presets && presets.length > 0 && (
            <Group gap={6} role="group" aria-label={text('readyReasons')}>
              {presets.map((preset) => (
                <Button
                  key={preset}
                  size="compact-xs"
                  variant={value === preset ? 'filled' : 'light'}
                  color="gray"
                  onClick={() => setValue(preset)}
                >
                  {preset}
                </Button>
              ))}
            </Group>
          )}
          {multiline ? (
            <ReasonField
              label={label}
              value={value}
              onChange={setValue}
              error={error}
              autoFocus
              onEnter={presets ? () => void submit() : undefined}
            />
          ) : (
            // The server's own maximum (core's constant): the field takes no more.
            <TextInput
              label={label}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={error}
              required
              data-autofocus
              maxLength={MAX_PAYOUT_REFERENCE_LENGTH}
            />
          )}
          {presets && multiline && (
            <Text size="xs" c="dimmed">
              {text('reasonEnterHint')}
            </Text>
          )}
          <DialogButtons onCancel={close} action={confirm} color={color} busy={busy} />
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
