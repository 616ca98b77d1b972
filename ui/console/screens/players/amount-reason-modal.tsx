import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OperatorOutcome } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { ReasonField } from '../../components/reason-field.js';
import { RupeesInput } from '../../components/rupees-input.js';

/**
 * An amount and a reason (a bonus, a wallet adjustment). A refused action keeps what was
 * typed and shows why beside the field it is about.
 */
export function AmountReasonModal(props: {
  opened: boolean;
  title: string;
  hint: string;
  amountLabel: string;
  confirm: string;
  onClose: () => void;
  onSubmit: (amount: string, reason: string) => Promise<OperatorOutcome<unknown>>;
}) {
  const text = useConsoleText();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setAmount('');
    setReason('');
    setErrors({});
    props.onClose();
  };
  const submit = async () => {
    setBusy(true);
    const outcome = await props.onSubmit(amount, reason);
    setBusy(false);
    if (outcome.ok) return close();
    const message = text(outcome.failure.message);
    setErrors(
      outcome.failure.kind === 'invalid' && outcome.failure.field === 'reason'
        ? { reason: message }
        : { amount: message },
    );
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          <Text size="sm">{props.hint}</Text>
          <RupeesInput label={props.amountLabel} value={amount} onChange={setAmount} error={errors.amount} />
          <ReasonField label={text('reason')} value={reason} onChange={setReason} error={errors.reason} />
          <DialogButtons onCancel={close} action={props.confirm} busy={busy} />
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
