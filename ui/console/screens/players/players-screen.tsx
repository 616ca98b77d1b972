import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PendingCreditsPanel } from './pending-credits-panel.js';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PlayerDirectory, type PlayerSummary } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';
import { TimeText } from '../../components/time-text.js';
import { ExportButtons } from '../../components/export-buttons.js';

/** Players: search by a mobile (or part of one) or part of a name; the search is in the address, so Back returns to it. */
export function PlayersScreen() {
  const text = useConsoleText();
  const directory = useService(PlayerDirectory);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(q);
  const [load] = useState(() => (input: { q: string; page: number }) => directory.search(input.q, input.page));
  const list = useConsoleQuery(load, { q, page });

  const columns: Column<PlayerSummary>[] = [
    {
      key: 'name',
      label: text('player'),
      cell: (p) => (
        <Anchor component={Link} to={`/players/${encodeURIComponent(p.id)}`} fw={600} size="sm">
          {p.name || text('noName')}
        </Anchor>
      ),
    },
    { key: 'mobile', label: text('mobile'), cell: (p) => <Text size="sm">{p.mobile}</Text> },
    {
      key: 'balance',
      label: text('mainWallet'),
      align: 'right',
      cell: (p) => <Money paise={p.balancePaise} size="sm" />,
    },
    { key: 'bonus', label: text('bonusWallet'), align: 'right', cell: (p) => <Money paise={p.bonusPaise} size="sm" /> },
    { key: 'debt', label: text('debt'), align: 'right', cell: (p) => <Money paise={p.debtPaise} size="sm" /> },
    { key: 'flags', label: text('status'), cell: (p) => <PlayerFlags player={p} /> },
    { key: 'since', label: text('joined'), cell: (p) => <TimeText at={p.createdAt} /> },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('nav_players')}</Title>
        <ExportButtons kinds={['players']} />
      </Group>
      <PendingCreditsPanel generation="" onDecided={() => undefined} />
      <ConsoleForm onSubmit={() => setParams(typed.trim() ? { q: typed.trim() } : {})}>
        <Group align="flex-end">
          <TextInput
            label={text('searchPlayers')}
            placeholder={text('searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={360}
            type="search"
          />
          <Button type="submit">{text('search')}</Button>
        </Group>
      </ConsoleForm>
      <PagedTable
        state={list.state}
        columns={columns}
        empty={text('noPlayers')}
        onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
        onRetry={list.reload}
      />
    </Stack>
  );
}

/** Verified, blocked: what an operator should see at a glance. */
export function PlayerFlags({ player }: { player: Pick<PlayerSummary, 'verified' | 'blocked'> }) {
  const text = useConsoleText();
  return (
    <Group gap={4}>
      {player.blocked && (
        <Badge color="red" style={{ minWidth: 'max-content' }}>
          {text('blocked')}
        </Badge>
      )}
      <Badge color={player.verified ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
        {text(player.verified ? 'verified' : 'notVerified')}
      </Badge>
    </Group>
  );
}
