import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  SettlementDesk,
  type CorrectionRow,
  type CorrectionView,
  type MarketDayRef,
  type OperatorFailure,
} from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { Money } from '../../components/money.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { TypedConfirmModal } from './typed-confirm-modal.js';

/** Correcting a declared value: the difference player by player first, then the correction with the value typed again. */
export function CorrectionPanel({ day }: { day: MarketDayRef }) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const [value, setValue] = useState('');
  const [diff, setDiff] = useState<CorrectionView>();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<OperatorFailure>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const what = day.kind === 'jackpot' ? text('jodi') : text('pana');

  const ask = async () => {
    setBusy(true);
    const outcome = await desk.correction({ ...day, value });
    setBusy(false);
    setError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    setFailure(outcome.ok || outcome.failure.kind === 'invalid' ? undefined : outcome.failure);
    setDiff(outcome.ok ? outcome.value : undefined);
  };
  const apply = async (confirm: string) => {
    if (!diff) return;
    setBusy(true);
    const outcome = await desk.correct({ ...day, value: diff.to, confirm });
    setBusy(false);
    setConfirmError(outcome.ok || outcome.failure.kind !== 'invalid' ? undefined : text(outcome.failure.message));
    notifyOutcome(outcome, text('correctedNote', { from: diff.from, to: diff.to }), (o) => text(o.failure.message));
    if (outcome.ok || outcome.failure.kind !== 'invalid') setConfirming(false);
    if (outcome.ok) {
      setDiff(undefined);
      setValue('');
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>{text('correctionTitle')}</Text>
        <ConsoleForm onSubmit={() => void ask()}>
          <Group align="flex-end">
            <TextInput
              label={text('correctTo', { what: what.toLowerCase() })}
              value={value}
              error={error}
              inputMode="numeric"
              maxLength={3}
              w={140}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={busy && !confirming}>
              {text('showDifference')}
            </Button>
          </Group>
        </ConsoleForm>
        {failure && (
          <Alert color="red" role="alert">
            {text(failure.message)}
          </Alert>
        )}
        {diff && (
          <Stack gap="xs" aria-label={text('correctionTitle')}>
            <Text size="sm">
              {text('correctionSummary', { from: diff.from, to: diff.to })}{' '}
              <Money paise={diff.payoutBeforePaise} size="sm" /> → <Money paise={diff.payoutAfterPaise} size="sm" />
            </Text>
            <SimpleGrid cols={2}>
              <ChangeTable title={text('playersWhoGain', { count: diff.gainers.length })} rows={diff.gainers} />
              <ChangeTable title={text('playersWhoLose', { count: diff.losers.length })} rows={diff.losers} />
            </SimpleGrid>
            <Button color="red" w="fit-content" onClick={() => setConfirming(true)}>
              {text('applyCorrection', { from: diff.from, to: diff.to })}
            </Button>
          </Stack>
        )}
        <TypedConfirmModal
          opened={confirming}
          title={text('applyCorrection', { from: diff?.from ?? '', to: diff?.to ?? '' })}
          explain={text('correctExplain', { what, value: diff?.to ?? '' })}
          action={text('correct')}
          busy={busy}
          error={confirmError}
          onClose={() => setConfirming(false)}
          onConfirm={(typed) => void apply(typed)}
        />
      </Stack>
    </Paper>
  );
}

function ChangeTable({ title, rows }: { title: string; rows: CorrectionRow[] }) {
  const text = useConsoleText();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Table verticalSpacing={2}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.player.id}>
              <Table.Td>
                {row.player.name}{' '}
                <Text span size="xs" c="dimmed">
                  {row.player.mobile}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={row.changePaise} size="sm" fw={600} c={row.changePaise > 0 ? 'green.8' : undefined} />
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td c="dimmed">{text('nobody')}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
