import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import type { OperatorOutcome, WithdrawalRow } from 'matka-core/console';
import { ConsoleForm } from '../../components/console-form.js';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { ReasonField } from '../../components/reason-field.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * An owner's approval of the part of a withdrawal the player's money covers once their debt
 * is paid: the figures first, then the payout reference and the reason
 * (both required; the reason goes to the audit trail). A refusal stays in the dialog, with
 * what was typed.
 */
export function CoveredApprovalModal({
  withdrawal: w,
  onClose,
  onSubmit,
}: {
  withdrawal: WithdrawalRow | undefined;
  onClose: () => void;
  onSubmit: (payoutReference: string, reason: string) => Promise<OperatorOutcome<unknown>>;
}) {
  const text = useConsoleText();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ payoutReference?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReference('');
    setReason('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const outcome = await onSubmit(reference, reason);
    setBusy(false);
    if (outcome.ok) return close();
    const message = text(outcome.failure.message);
    const field = outcome.failure.kind === 'invalid' ? outcome.failure.field : undefined;
    setErrors(field === 'payoutReference' || field === 'reason' ? { [field]: message } : { form: message });
  };
  const covered = w?.coveredPaise ?? 0;
  return (
    <Modal opened={!!w} onClose={close} title={w ? text('approveCoveredTitle', { id: w.id }) : ''} centered size="lg">
      {w && (
        <ConsoleForm onSubmit={() => void submit()}>
          <Stack>
            <Alert color="orange" variant="light">
              {text('approveCoveredBody', {
                name: w.player.name,
                debt: indianRupees(w.debtPaise),
                covered: indianRupees(covered),
                amount: indianRupees(w.amountPaise),
                short: indianRupees(w.amountPaise - covered),
                acno: w.bank.acno,
                ifsc: w.bank.ifsc,
              })}
            </Alert>
            <TextInput
              label={text('payoutReference')}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={errors.payoutReference}
              required
              data-autofocus
              maxLength={100}
            />
            <ReasonField
              label={text('reasonAudited')}
              value={reason}
              onChange={setReason}
              error={errors.reason}
              counted={false}
            />
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            <DialogButtons
              onCancel={close}
              action={`${text('approveCovered')} · ${indianRupees(covered)}`}
              color="orange"
              busy={busy}
            />
          </Stack>
        </ConsoleForm>
      )}
    </Modal>
  );
}
