import { Alert, Anchor, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useObservable, useObservableState } from 'observable-hooks';
import { useReducer, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { startWith, switchMap } from 'rxjs';
import { PlayerChanges, PlayerDirectory, type PlayerDetail } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { LedgerExportButton } from '../../components/export-buttons.js';
import { Money } from '../../components/money.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { PayoutPanel } from './payout-panel.js';
import { PendingCreditsPanel } from './pending-credits-panel.js';
import { PlayerActionsPanel } from './player-actions-panel.js';
import { PlayerNotesPanel } from './player-notes-panel.js';
import { ProtectionPanel } from './protection-panel.js';
import { PlayerRecords } from './player-records.js';
import { PlayerFlags } from './players-screen.js';
import { consoleDate } from '../../format/console-dates.js';

/**
 * Which reading of the player the page shows: it changes whenever the player changed, here
 * (an action taken on this page: `changed`) or anywhere else (the player's live events: a
 * bet, a deposit approved at the desk, another operator's action, in any server process),
 * and everything the page shows is read again, without a reload.
 */
function usePlayerGeneration(id: string): [generation: string, changed: () => void] {
  const changes = useService(PlayerChanges);
  const live$ = useObservable(
    (ids$) => ids$.pipe(switchMap(([playerId]) => changes.changes$(playerId).pipe(startWith(0)))),
    [id],
  );
  const live = useObservableState(live$, 0);
  const [here, changed] = useReducer((n: number) => n + 1, 0);
  return [`${live}.${here}`, changed];
}

/** A player's page: balances, details, the actions the role may take, notes, and every record, kept up to date live. */
export function PlayerScreen() {
  const text = useConsoleText();
  const { id = '' } = useParams();
  const directory = useService(PlayerDirectory);
  const [generation, changed] = usePlayerGeneration(id);
  const [load] = useState(() => (input: { id: string }) => directory.file(input.id));
  const { state, reload } = useConsoleQuery(load, { id, generation });
  const file = state.value;

  return (
    <Stack>
      <Anchor component={Link} to="/players" size="sm">
        {text('backToPlayers')}
      </Anchor>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!file && state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {file && (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2}>{file.player.name || text('noName')}</Title>
              <Text c="dimmed">
                {file.player.mobile}
                {file.player.email ? ` · ${file.player.email}` : ''} ·{' '}
                {text('joinedAt', { at: consoleDate(file.player.createdAt) })}
              </Text>
            </div>
            <Group gap="xs">
              <PlayerFlags player={file.player} />
              <LedgerExportButton playerId={id} />
            </Group>
          </Group>
          {file.player.blocked && (
            <Alert color="red" title={text('blocked')}>
              {file.player.blockedReason ?? ''}
            </Alert>
          )}
          <Balances player={file.player} />
          <PayoutPanel player={file.player} onChanged={changed} />
          <PlayerActionsPanel player={file.player} onChanged={changed} />
          <PendingCreditsPanel player={id} generation={generation} onDecided={changed} />
          <ProtectionPanel player={file.player} generation={generation} onChanged={changed} />
          <PlayerNotesPanel id={id} generation={generation} onAdded={changed} />
          <PlayerRecords id={id} sessions={file.sessions} generation={generation} />
        </>
      )}
    </Stack>
  );
}

function Balances({ player }: { player: PlayerDetail }) {
  const text = useConsoleText();
  const balances = [
    ['mainWallet', player.balancePaise],
    ['bonusWallet', player.bonusPaise],
    ['debt', player.debtPaise],
  ] as const;
  return (
    <SimpleGrid cols={3} maw={720}>
      {balances.map(([label, paise]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {text(label)}
          </Text>
          <Money paise={paise} size="xl" fw={700} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
