import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SettlementDesk, type MarketDayRef } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** Voiding a market day with no result by its deadline: every pending stake refunded (the server says when it may be). */
export function VoidPanel({
  day,
  name,
  voidFrom,
  voidable,
}: {
  day: MarketDayRef;
  name: string;
  /** From the grid's read: when the day may be voided, and whether it may be now (unknown: the server says). */
  voidFrom?: string | undefined;
  voidable?: boolean | undefined;
}) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const outcome = await desk.void(day);
    setBusy(false);
    setAsking(false);
    notifyOutcome(
      outcome,
      outcome.ok
        ? text('voidedNote', {
            name,
            stakes: text('voidedStakes', { count: outcome.value.refundedBets }),
            players: text('voidedPlayers', { count: outcome.value.players }),
          })
        : '',
      (o) => text(o.failure.message),
    );
  };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={700}>{text('voidTitle')}</Text>
          <Text size="sm" c="dimmed">
            {text('voidExplain')}
          </Text>
          {voidFrom && voidable === false && (
            <Text size="sm" data-testid="void-from">
              {text('voidFrom', { at: voidFrom })}
            </Text>
          )}
        </Stack>
        <Button color="red" variant="outline" disabled={voidable === false} onClick={() => setAsking(true)}>
          {text('voidDay')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={text('voidDay')}>
        <Stack>
          <Text size="sm">{text('voidAsk', { name })}</Text>
          <DialogButtons
            onCancel={() => setAsking(false)}
            action={text('voidDay')}
            onAction={() => void run()}
            color="red"
            busy={busy}
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
