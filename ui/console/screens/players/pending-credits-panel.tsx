import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { indianRupees } from 'matka-core/player';
import { ConsoleSession, PlayerActions, type PendingCredit } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * Wallet credits and bonuses above the two-person threshold, waiting for a second operator
 * (two-person control): every one (the players' screen), or one player's (their page, read again with
 * the page's `generation`). An operator who may act on players approves another's, or rejects
 * any (their own too); nothing shows when none waits.
 */
export function PendingCreditsPanel({
  player,
  generation,
  onDecided,
}: {
  player?: string;
  generation: string;
  onDecided: () => void;
}) {
  const text = useConsoleText();
  const session = useService(ConsoleSession);
  const actions = useService(PlayerActions);
  const [load] = useState(
    () => (input: { player: string | undefined; generation: string }) => actions.pendingCredits(1, input.player),
  );
  const { value, reload } = useConsoleQuery(load, { player, generation });
  const [busy, setBusy] = useState<string>();
  if (!value || value.rows.length === 0) return null;
  const mayAct = session.may('players.act');

  const decide = async (credit: PendingCredit, approve: boolean) => {
    setBusy(`${credit.id} ${approve}`);
    const outcome = approve ? await actions.approveCredit(credit) : await actions.rejectCredit(credit);
    setBusy(undefined);
    notifyOutcome(outcome, text(approve ? 'creditApproved' : 'creditRejected'), (o) => text(o.failure.message));
    reload();
    if (outcome.ok) onDecided();
  };

  return (
    <Alert color="grape" variant="light" title={text('pendingCreditsTitle')} data-testid="pending-credits">
      <Stack gap="xs">
        {value.rows.map((credit) => {
          const line = text('pendingCreditLine', {
            kind: text(`creditKind_${credit.kind}`),
            amount: indianRupees(credit.amountPaise),
            name: credit.player.name,
            mobile: credit.player.mobile,
            by: credit.by,
            at: credit.at,
          });
          return (
            <Group key={credit.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm">
                  {player ? (
                    line
                  ) : (
                    <Anchor component={Link} to={`/players/${credit.player.id}`} size="sm">
                      {line}
                    </Anchor>
                  )}
                </Text>
                {credit.reason && (
                  <Text size="xs" c="dimmed">
                    {text('pendingCreditReason', { reason: credit.reason })}
                  </Text>
                )}
              </div>
              {mayAct && (
                <Group gap={6} wrap="nowrap">
                  {credit.mine ? (
                    <Text size="xs" c="dimmed">
                      {text('yoursToOthers')}
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      color="green"
                      loading={busy === `${credit.id} true`}
                      onClick={() => void decide(credit, true)}
                    >
                      {text('approve')}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="outline"
                    loading={busy === `${credit.id} false`}
                    onClick={() => void decide(credit, false)}
                  >
                    {text('reject')}
                  </Button>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
