import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import {
  ConsoleSession,
  PlayerActions,
  type OperatorOutcome,
  type PlayerDetail,
  type WalletAllowance,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { AmountReasonModal } from './amount-reason-modal.js';

type Dialog = 'block' | 'bonus' | 'adjust' | undefined;

/**
 * What the operator's role may do to the player: block or unblock, end sessions, verify, a
 * bonus; the owner adjusts the wallet, a cashier too within the daily ceiling the owner set
 * (the button shows once it is set, and the dialog says what is left of it today).
 */
export function PlayerActionsPanel({ player, onChanged }: { player: PlayerDetail; onChanged: () => void }) {
  const text = useConsoleText();
  const session = useService(ConsoleSession);
  const actions = useService(PlayerActions);
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const mayAct = session.may('players.act');
  const allowance = useWalletAllowance(session.may('players.adjust'));
  const mayAdjust = allowance.value !== undefined && (allowance.value.unlimited || allowance.value.ceilingPaise > 0);

  const run = async (name: string, done: string, action: () => Promise<OperatorOutcome<PlayerDetail>>) => {
    setBusy(name);
    const outcome = await action();
    setBusy(undefined);
    // Above the two-person threshold a credit or bonus waits for a second operator: said so, not done.
    notifyOutcome(outcome, outcome.ok && outcome.value.pendingCredit ? text('creditPendingNote') : done, (o) =>
      text(o.failure.message),
    );
    if (outcome.ok) onChanged();
    return outcome;
  };

  if (!mayAct && !mayAdjust) {
    return (
      <Text size="sm" c="dimmed">
        {text('readOnlyRole')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {text('actions')}
      </Title>
      <Group gap="xs">
        {mayAct &&
          (player.blocked ? (
            <Button
              size="xs"
              variant="outline"
              loading={busy === 'unblock'}
              onClick={() => void run('unblock', text('playerUnblocked'), () => actions.unblock(player.id))}
            >
              {text('unblock')}
            </Button>
          ) : (
            <Button size="xs" color="red" variant="outline" onClick={() => setDialog('block')}>
              {text('block')}
            </Button>
          ))}
        {mayAct && (
          <Button
            size="xs"
            variant="default"
            loading={busy === 'end'}
            onClick={() => void run('end', text('sessionsEnded'), () => actions.endSessions(player.id))}
          >
            {text('endSessions')}
          </Button>
        )}
        {mayAct && !player.verified && (
          <Button
            size="xs"
            variant="default"
            loading={busy === 'verify'}
            onClick={() => void run('verify', text('playerVerified'), () => actions.verify(player.id))}
          >
            {text('markVerified')}
          </Button>
        )}
        {mayAct && (
          <Button size="xs" variant="default" onClick={() => setDialog('bonus')}>
            {text('grantBonus')}
          </Button>
        )}
        {mayAdjust && (
          <Button size="xs" color="orange" variant="outline" onClick={() => setDialog('adjust')}>
            {text('adjustWallet')}
          </Button>
        )}
      </Group>
      <ReasonModal
        opened={dialog === 'block'}
        title={text('blockTitle', { name: player.name })}
        label={text('reasonPlayerSees')}
        confirm={text('block')}
        color="red"
        onClose={() => setDialog(undefined)}
        onSubmit={(reason) => run('block', text('playerBlocked'), () => actions.block(player.id, reason))}
      >
        <Text size="sm">{text('blockBody')}</Text>
      </ReasonModal>
      <AmountReasonModal
        opened={dialog === 'bonus'}
        title={text('grantBonus')}
        hint={text('bonusHint')}
        amountLabel={text('amountRupees')}
        confirm={text('grantBonus')}
        onClose={() => setDialog(undefined)}
        onSubmit={(amount, reason) =>
          run('bonus', text('bonusGranted'), () => actions.bonus(player.id, amount, reason))
        }
      />
      <AmountReasonModal
        opened={dialog === 'adjust'}
        title={text('adjustWallet')}
        hint={
          allowance.value && !allowance.value.unlimited
            ? `${text('adjustHint')} ${text('adjustAllowance', {
                left: indianRupees(allowance.value.leftPaise),
                ceiling: indianRupees(allowance.value.ceilingPaise),
              })}`
            : text('adjustHint')
        }
        amountLabel={text('signedAmountRupees')}
        confirm={text('adjust')}
        onClose={() => setDialog(undefined)}
        onSubmit={async (amount, reason) => {
          const outcome = await run('adjust', text('walletAdjusted'), () => actions.adjust(player.id, amount, reason));
          allowance.reload();
          return outcome;
        }}
      />
    </Paper>
  );
}

/** What the operator may still credit or debit today (read when the role may adjust at all). */
function useWalletAllowance(may: boolean): { value: WalletAllowance | undefined; reload: () => void } {
  const actions = useService(PlayerActions);
  const [load] = useState(
    () =>
      (asked: boolean): Promise<OperatorOutcome<WalletAllowance | undefined>> =>
        asked ? actions.walletAllowance() : Promise.resolve({ ok: true, value: undefined }),
  );
  const { value, reload } = useConsoleQuery(load, may);
  return { value, reload };
}
