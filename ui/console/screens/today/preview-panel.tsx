import { Alert, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { SettlementDesk, type MarketDayRef, type PreviewView } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { notifyStep } from './notify-step.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useLookThenConfirm } from '../../hooks/use-look-then-confirm.js';
import { LookThenConfirmPanel } from './look-then-confirm-panel.js';

/**
 * Type a pana (a jodi for a jackpot): the preview shows its ank, every number that would
 * win, the winning bids, the payout and the house's net, with nothing written. Declaring
 * asks for the value typed again. `declared` is the session's value as the desk reads it live:
 * a preview read before a declaration or correction elsewhere is no longer one.
 */
export function PreviewPanel({
  day,
  declared,
  waitingMine = false,
}: {
  day: MarketDayRef;
  declared: string | null | undefined;
  /** The operator's own value waits for a second operator (two-person control): no second declaration of theirs. */
  waitingMine?: boolean;
}) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const what = day.kind === 'jackpot' ? text('jodi') : text('pana');
  // The tick that allows declaring before the draw belongs to the preview it was given on.
  const [tickedFor, setTickedFor] = useState<PreviewView>();
  const flow = useLookThenConfirm(
    (value) => desk.preview({ ...day, value }),
    async (preview: PreviewView, confirm) => {
      const early = preview.early && tickedFor === preview;
      const outcome = await desk.declare({ ...day, value: preview.value, confirm, ...(early ? { early } : {}) });
      notifyStep(outcome, text('declaredNote', { value: preview.value }), preview.value, text);
      return outcome;
    },
    // Read again: the preview now shows the value as declared.
    'look-again',
  );
  const ticked = flow.looked !== undefined && tickedFor === flow.looked;

  return (
    <LookThenConfirmPanel
      flow={flow}
      title={text('previewTitle')}
      field={{ label: what, width: 110 }}
      lookAction={text('preview')}
      confirm={{
        title: text('declareValue', { value: flow.looked?.value ?? '' }),
        explain: text('declareExplain', { what, value: flow.looked?.value ?? '' }),
        action: text('declare'),
      }}
    >
      {(preview) => (
        <>
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
          {declared !== undefined && declared !== preview.declared ? (
            <Text size="sm" c="orange.9" role="status">
              {text('declaredSincePreview', { value: declared ?? '—' })}
            </Text>
          ) : preview.declared ? (
            <Text size="sm" c="dimmed">
              {text('alreadyDeclared', { value: preview.declared })}
            </Text>
          ) : waitingMine ? (
            <Text size="sm" c="grape.9" data-testid="waiting-mine">
              {text('waitingForSecond')}
            </Text>
          ) : (
            <>
              {preview.early && (
                <>
                  <Alert color="orange" role="alert" title={text('earlyTitle')}>
                    {text(`earlyWarning_${day.session ?? 'draw'}`, {
                      now: preview.now,
                      market: preview.market,
                      time: preview.drawTime,
                    })}
                  </Alert>
                  <Checkbox
                    label={text('earlyTick')}
                    checked={ticked}
                    onChange={(e) => setTickedFor(e.currentTarget.checked ? preview : undefined)}
                  />
                </>
              )}
              <Button color="red" w="fit-content" disabled={preview.early && !ticked} onClick={flow.open}>
                {text('declareValue', { value: preview.value })}
              </Button>
            </>
          )}
        </>
      )}
    </LookThenConfirmPanel>
  );
}
