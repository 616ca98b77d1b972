import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { indianRupees, Transfer, type TransferReview } from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { PlayerDialog } from '../../components/player-dialog.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/**
 * Transfer (/transfer): points to another player, in two steps. The form looks the recipient up
 * (their masked name; nothing moves), and only the dialog's Send moves the money. A failure
 * keeps what was typed.
 */
export function TransferScreen() {
  const text = useText();
  usePageTitle('transfer');
  const transfer = useService(Transfer);
  const busy = useObservableState(transfer.busy$, false);
  const [form, setForm] = useState({ user: '', amount: '' });
  const [review, setReview] = useState<TransferReview | undefined>(undefined);
  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await transfer.lookUp(form);
    if (outcome.ok) setReview(outcome.value);
  };
  const send = async () => {
    if (!review) return;
    const outcome = await transfer.confirm(review);
    if (outcome.ok) setForm({ user: '', amount: '' });
    // A lost connection keeps the dialog: Send again once it is back.
    if (outcome.ok || outcome.failure.kind !== 'transport') setReview(undefined);
  };
  return (
    <>
      <PageToolbar title={text('transfer')} />
      <form onSubmit={(e) => void lookUp(e)} noValidate>
        <Stack p="md" gap="sm">
          <TextInput
            label={text('sendTo')}
            value={form.user}
            onChange={(e) => setForm({ ...form, user: e.currentTarget.value })}
            inputMode="numeric"
            maxLength={10}
          />
          <TextInput
            label={text('amount')}
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })}
            inputMode="decimal"
          />
          <Button type="submit" loading={busy && !review}>
            {text('transfer')}
          </Button>
        </Stack>
      </form>
      {review && (
        <PlayerDialog onClose={() => setReview(undefined)} title={text('transferCheckTitle')}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text>{text('recipientName')}</Text>
              <Text fw={700} data-testid="transfer-recipient">
                {review.recipientName}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text>{text('mobileNumber')}</Text>
              <Text ff="monospace">{review.user}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text>{text('amount')}</Text>
              <Text fw={700}>{indianRupees(review.amountPaise)}</Text>
            </Group>
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm">{text('transferCheckNote')}</Text>
            </Alert>
            <Group grow wrap="nowrap">
              <Button variant="default" onClick={() => setReview(undefined)}>
                {text('cancel')}
              </Button>
              <Button onClick={() => void send()} loading={busy}>
                {text('sendAmount', { amount: indianRupees(review.amountPaise) })}
              </Button>
            </Group>
          </Stack>
        </PlayerDialog>
      )}
    </>
  );
}
