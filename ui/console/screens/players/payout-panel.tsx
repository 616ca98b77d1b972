import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import { ConsoleSession, PlayerActions, type PlayerDetail } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { consoleDate } from '../../format/console-dates.js';

/**
 * Money leaving the house, on the player's page: what the player owes, and a hold
 * on their payouts with its reason; owners and support hold and release it.
 */
export function PayoutPanel({ player, onChanged }: { player: PlayerDetail; onChanged: () => void }) {
  const text = useConsoleText();
  const mayHold = useService(ConsoleSession).may('players.hold');
  const actions = useService(PlayerActions);
  const [holding, setHolding] = useState(false);
  const [busy, setBusy] = useState(false);
  const hold = player.payoutHold;

  const release = async () => {
    setBusy(true);
    const outcome = await actions.releasePayouts(player.id);
    setBusy(false);
    notifyOutcome(outcome, text('payoutsReleased'), (o) => text(o.failure.message));
    if (outcome.ok) onChanged();
  };

  return (
    <>
      {player.debtPaise > 0 && (
        <Alert color="orange" title={text('playerOwesTitle', { debt: indianRupees(player.debtPaise) })}>
          {text('playerOwesBody')}
        </Alert>
      )}
      {hold ? (
        <Alert color="red" title={text('payoutsOnHold')}>
          <Group justify="space-between" align="center" wrap="nowrap">
            <Text size="sm">
              {text('payoutsHeldBy', { who: hold.heldBy, at: consoleDate(hold.heldAt), reason: hold.reason })}
            </Text>
            {mayHold && (
              <Button size="xs" variant="outline" color="red" loading={busy} onClick={() => void release()}>
                {text('releasePayouts')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        mayHold && (
          <Group>
            <Button size="xs" variant="outline" color="red" onClick={() => setHolding(true)}>
              {text('holdPayouts')}
            </Button>
          </Group>
        )
      )}
      <ReasonModal
        opened={holding}
        title={text('holdPayoutsTitle', { name: player.name })}
        label={text('reasonPlayerSees')}
        confirm={text('holdPayouts')}
        color="red"
        onClose={() => setHolding(false)}
        onSubmit={async (reason) => {
          const outcome = await actions.holdPayouts(player.id, reason);
          notifyOutcome(outcome, text('payoutsHeld'), (o) => text(o.failure.message));
          if (outcome.ok) onChanged();
          return outcome;
        }}
      >
        <Text size="sm">{text('holdPayoutsBody')}</Text>
      </ReasonModal>
    </>
  );
}
