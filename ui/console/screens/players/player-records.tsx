import { Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PlayerDirectory,
  type ActivityRow,
  type LedgerRow,
  type PlayerActivity,
  type PlayerFile,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { TimeText } from '../../components/time-text.js';
import { consoleDate } from '../../format/console-dates.js';
import { givenByText } from '../withdrawals/withdrawal-context-panel.js';

/**
 * A player's records in tabs: the ledger with its running balance, bets, deposits, withdrawals
 * and sessions. A new `generation` (the player changed) reads the open tab again, on its page.
 */
export function PlayerRecords({
  id,
  sessions,
  generation,
}: {
  id: string;
  sessions: PlayerFile['sessions'];
  generation: string;
}) {
  const text = useConsoleText();
  return (
    <Tabs defaultValue="ledger" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="ledger">{text('ledger')}</Tabs.Tab>
        <Tabs.Tab value="bets">{text('bets')}</Tabs.Tab>
        <Tabs.Tab value="deposits">{text('nav_deposits')}</Tabs.Tab>
        <Tabs.Tab value="withdrawals">{text('nav_withdrawals')}</Tabs.Tab>
        <Tabs.Tab value="sessions">{text('sessions')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ledger" pt="sm">
        <Ledger id={id} generation={generation} />
      </Tabs.Panel>
      {(['bets', 'deposits', 'withdrawals'] as const).map((kind) => (
        <Tabs.Panel key={kind} value={kind} pt="sm">
          <ActivityTable id={id} kind={kind} generation={generation} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="sessions" pt="sm">
        {sessions.length === 0 ? (
          <Text c="dimmed">{text('noSessions')}</Text>
        ) : (
          <Table maw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('started')}</Table.Th>
                <Table.Th>{text('expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{consoleDate(s.createdAt)}</Table.Td>
                  <Table.Td>{s.expiresAt}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

function Ledger({ id, generation }: { id: string; generation: string }) {
  const text = useConsoleText();
  const directory = useService(PlayerDirectory);
  const [page, setPage] = useState(1);
  const [load] = useState(() => (input: { id: string; page: number }) => directory.ledger(input.id, input.page));
  const { state, reload } = useConsoleQuery(load, { id, page, generation });
  const columns: Column<LedgerRow>[] = [
    { key: 'at', label: text('time'), cell: (r) => <TimeText at={r.at} /> },
    { key: 'kind', label: text('kind'), cell: (r) => <Text size="sm">{r.kind}</Text> },
    { key: 'remark', label: text('remark'), cell: (r) => <Text size="sm">{r.remark}</Text> },
    // Who gave a bonus or an adjustment (and approved it, when it took two).
    {
      key: 'by',
      label: text('givenByColumn'),
      cell: (r) =>
        r.kind === 'bonus' || r.kind === 'adjustment' ? (
          <Text size="sm">{givenByText(text, r.givenBy, r.approvedBy)}</Text>
        ) : null,
    },
    { key: 'amount', label: text('amount'), align: 'right', cell: (r) => <Money paise={r.amountPaise} size="sm" /> },
    {
      key: 'bonus',
      label: text('bonusWallet'),
      align: 'right',
      cell: (r) => (r.bonusPaise ? <Money paise={r.bonusPaise} size="sm" /> : null),
    },
    {
      key: 'balance',
      label: text('balanceAfter'),
      align: 'right',
      cell: (r) => <Money paise={r.balanceAfterPaise} size="sm" fw={600} />,
    },
  ];
  return <PagedTable state={state} columns={columns} empty={text('noRows')} onPage={setPage} onRetry={reload} />;
}

function ActivityTable({ id, kind, generation }: { id: string; kind: PlayerActivity; generation: string }) {
  const text = useConsoleText();
  const directory = useService(PlayerDirectory);
  const [page, setPage] = useState(1);
  const [load] = useState(
    () => (input: { id: string; kind: PlayerActivity; page: number }) =>
      directory.activity(input.id, input.kind, input.page),
  );
  const { state, reload } = useConsoleQuery(load, { id, kind, page, generation });
  const columns: Column<ActivityRow>[] = [
    { key: 'at', label: text('time'), cell: (r) => <TimeText at={r.at} /> },
    { key: 'amount', label: text('amount'), align: 'right', cell: (r) => <Money paise={r.amountPaise} size="sm" /> },
    { key: 'status', label: text('status'), cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'detail', label: text('detail'), cell: (r) => <Text size="sm">{r.detail}</Text> },
  ];
  return <PagedTable state={state} columns={columns} empty={text('noRows')} onPage={setPage} onRetry={reload} />;
}
