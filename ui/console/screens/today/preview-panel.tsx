import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SettlementDesk, type MarketDayRef, type OperatorFailure, type PreviewView } from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { Money } from '../../components/money.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { TypedConfirmModal } from './typed-confirm-modal.js';

/**
 * Type a pana (a jodi for a jackpot): the preview shows its ank, every number that would
 * win, the winning bids, the payout and the house's net, with nothing written. Declaring
 * asks for the value typed again.
 */
export function PreviewPanel({ day }: { day: MarketDayRef }) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState<PreviewView>();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<OperatorFailure>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const what = day.kind === 'jackpot' ? text('jodi') : text('pana');

  const ask = async () => {
    setBusy(true);
    const outcome = await desk.preview({ ...day, value });
    setBusy(false);
    setError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    setFailure(outcome.ok || outcome.failure.kind === 'invalid' ? undefined : outcome.failure);
    setPreview(outcome.ok ? outcome.value : undefined);
  };
  const declare = async (confirm: string) => {
    if (!preview) return;
    setBusy(true);
    const outcome = await desk.declare({ ...day, value: preview.value, confirm });
    setBusy(false);
    setConfirmError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    notifyOutcome(outcome, text('declaredNote', { value: preview.value }), (o) => text(o.failure.message));
    if (outcome.ok || outcome.failure.kind !== 'invalid') setConfirming(false);
    // Read again: the preview now shows the value as declared.
    if (outcome.ok) await ask();
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>{text('previewTitle')}</Text>
        <ConsoleForm onSubmit={() => void ask()}>
          <Group align="flex-end">
            <TextInput
              label={what}
              value={value}
              error={error}
              inputMode="numeric"
              maxLength={3}
              w={110}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={busy && !confirming}>
              {text('preview')}
            </Button>
          </Group>
        </ConsoleForm>
        {failure && (
          <Alert color="red" role="alert">
            {text(failure.message)}
          </Alert>
        )}
        {preview && (
          <Stack gap="xs" aria-label={text('previewTitle')}>
            <Group gap="lg">
              {preview.ank !== null && (
                <Text>
                  {text('ank')}: <b>{preview.ank}</b>
                </Text>
              )}
              <Text>
                {text('winningBids')}: <b>{preview.winningBids}</b>
              </Text>
            </Group>
            <Table verticalSpacing={2}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text('game')}</Table.Th>
                  <Table.Th>{text('number')}</Table.Th>
                  <Table.Th ta="right">{text('bids')}</Table.Th>
                  <Table.Th ta="right">{text('payout')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.winners.map((w) => (
                  <Table.Tr key={`${w.game} ${w.number} ${w.session}`}>
                    <Table.Td>{text(`game_${w.game}`)}</Table.Td>
                    <Table.Td ff="monospace">{w.number}</Table.Td>
                    <Table.Td ta="right">{w.bids}</Table.Td>
                    <Table.Td ta="right">
                      <Money paise={w.payoutPaise} size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text>
                {text('totalPayout')}: <Money paise={preview.payoutPaise} fw={700} data-testid="preview-payout" />
              </Text>
              <Text>
                {text('houseNet')}: <Money paise={preview.netPaise} fw={700} />
              </Text>
            </Group>
            {preview.declared ? (
              <Text size="sm" c="dimmed">
                {text('alreadyDeclared', { value: preview.declared })}
              </Text>
            ) : (
              <Button color="red" w="fit-content" onClick={() => setConfirming(true)}>
                {text('declareValue', { value: preview.value })}
              </Button>
            )}
          </Stack>
        )}
        <TypedConfirmModal
          opened={confirming}
          title={text('declareValue', { value: preview?.value ?? '' })}
          explain={text('declareExplain', { what, value: preview?.value ?? '' })}
          action={text('declare')}
          busy={busy}
          error={confirmError}
          onClose={() => setConfirming(false)}
          onConfirm={(typed) => void declare(typed)}
        />
      </Stack>
    </Paper>
  );
}
