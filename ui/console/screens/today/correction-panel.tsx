import { Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { SettlementDesk, type CorrectionRow, type CorrectionView, type MarketDayRef } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { notifyStep } from './notify-step.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useLookThenConfirm } from '../../hooks/use-look-then-confirm.js';
import { LookThenConfirmPanel } from './look-then-confirm-panel.js';

/** Correcting a declared value: the difference player by player first, then the correction with the value typed again. */
export function CorrectionPanel({ day }: { day: MarketDayRef }) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const what = day.kind === 'jackpot' ? text('jodi') : text('pana');
  const flow = useLookThenConfirm(
    (value) => desk.correction({ ...day, value }),
    async (diff: CorrectionView, confirm) => {
      const outcome = await desk.correct({ ...day, value: diff.to, confirm });
      notifyStep(outcome, text('correctedNote', { from: diff.from, to: diff.to }), diff.to, text);
      return outcome;
    },
    // Once applied, the difference is no longer one: an empty field for the next correction.
    'reset',
  );
  return (
    <LookThenConfirmPanel
      flow={flow}
      title={text('correctionTitle')}
      field={{ label: text('correctTo', { what: what.toLowerCase() }), width: 140 }}
      lookAction={text('showDifference')}
      confirm={{
        title: text('applyCorrection', { from: flow.looked?.from ?? '', to: flow.looked?.to ?? '' }),
        explain: text('correctExplain', { what, value: flow.looked?.to ?? '' }),
        action: text('correct'),
      }}
    >
      {(diff) => (
        <>
          <Text size="sm">
            {text('correctionSummary', { from: diff.from, to: diff.to })}{' '}
            <Money paise={diff.payoutBeforePaise} size="sm" /> → <Money paise={diff.payoutAfterPaise} size="sm" />
          </Text>
          <SimpleGrid cols={2}>
            <ChangeTable title={text('playersWhoGain', { count: diff.gainers.length })} rows={diff.gainers} />
            <ChangeTable title={text('playersWhoLose', { count: diff.losers.length })} rows={diff.losers} />
          </SimpleGrid>
          <Button color="red" w="fit-content" onClick={flow.open}>
            {text('applyCorrection', { from: diff.from, to: diff.to })}
          </Button>
        </>
      )}
    </LookThenConfirmPanel>
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
