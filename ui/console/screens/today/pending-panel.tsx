import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SettlementDesk, type MarketDayRef, type PendingResult } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * What waits for a second operator on the market day (two-person control): who gave
 * it and when. Its maker reads their value and may withdraw it; anyone else is asked to type
 * what they read of the draw (they are not shown the value: a confirmation is a second reading);
 * a disputed one names the two who disagree. Read live with the grid, so a confirmation,
 * a dispute or a withdrawal elsewhere shows at once.
 */
export function PendingPanel({ day, pending }: { day: MarketDayRef; pending: PendingResult[] }) {
  const text = useConsoleText();
  if (pending.length === 0) return null;
  return (
    <Alert color="grape" variant="light" title={text('pendingResultsTitle')} data-testid="pending-results">
      <Stack gap="xs">
        {pending.map((row) => (
          <PendingLine key={`${row.session} ${row.timing}`} day={day} row={row} />
        ))}
      </Stack>
    </Alert>
  );
}

function PendingLine({ day, row }: { day: MarketDayRef; row: PendingResult }) {
  const text = useConsoleText();
  const desk = useService(SettlementDesk);
  const [busy, setBusy] = useState(false);
  const session = row.session
    ? text('pendingSessionOf', { session: text(`session_${row.session}`) })
    : text('pendingTheResult');
  const at = row.at.slice(11, 16);
  let line: string;
  if (row.disputed)
    line = text('pendingDisputed', {
      by: row.by,
      other: row.disputed.by,
      session,
      values: row.value && row.disputed.value ? ` (${row.value}, ${row.disputed.value})` : '',
    });
  else if (row.mine)
    line = text('pendingMine', { verb: text(`pendingVerb_${row.kind}`), value: row.value ?? '', session, at });
  else
    line = text('pendingTheirs', {
      by: row.by,
      verb: text(`pendingVerb_${row.kind}`),
      session,
      at,
      action: text(`pendingAction_${row.kind}`),
    });
  // Its maker, or once disputed either of the two, may withdraw it.
  const mayWithdraw = row.mine || (row.disputed !== null && row.disputed.value !== null);
  const withdraw = async () => {
    setBusy(true);
    // The row's own session: a main market's open may wait while the close's desk is open.
    const session = row.session === '' ? day.session : row.session;
    const outcome = await desk.withdraw({ ...day, ...(session ? { session } : {}) });
    setBusy(false);
    notifyOutcome(outcome, text('pendingWithdrawn'), (o) => text(o.failure.message));
  };
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{line}</Text>
      {mayWithdraw && (
        <Button size="compact-sm" variant="default" loading={busy} onClick={() => void withdraw()}>
          {text('withdrawPending')}
        </Button>
      )}
    </Stack>
  );
}
