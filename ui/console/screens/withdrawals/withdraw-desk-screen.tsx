import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { indianRupees, WithdrawDesk, type WithdrawalRow } from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { PlayerCell } from '../../components/player-cell.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { StatusBadge } from '../../components/status-badge.js';
import { StatusFilter } from '../../components/status-filter.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useDeskList } from '../../hooks/use-desk-list.js';
import { useWithdrawalDecisions } from './use-withdrawal-decisions.js';
import { WithdrawalContextPanel } from './withdrawal-context-panel.js';
import { TimeText } from '../../components/time-text.js';

type Decision = { kind: 'approve' | 'reject'; withdrawal: WithdrawalRow };

/** The withdraw desk: pending requests first, with bank details, the withdrawable balance and the player's last 30 days. */
export function WithdrawDeskScreen() {
  const text = useConsoleText();
  const desk = useService(WithdrawDesk);
  const [load] = useState(() => desk.list.bind(desk));
  const list = useDeskList(load, 'pendingWithdrawals');
  const decisions = useWithdrawalDecisions(list.reload);
  const [context, setContext] = useState<WithdrawalRow | undefined>(undefined);
  const [deciding, setDeciding] = useState<Decision | undefined>(undefined);

  const columns: Column<WithdrawalRow>[] = [
    { key: 'player', label: text('player'), cell: (w) => <PlayerCell player={w.player} /> },
    {
      key: 'amount',
      label: text('amount'),
      align: 'right',
      cell: (w) => (
        <div>
          <Money paise={w.amountPaise} fw={600} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {text('ofWithdrawable', { amount: indianRupees(w.withdrawablePaise) })}
          </Text>
        </div>
      ),
    },
    {
      key: 'bank',
      label: text('bankDetails'),
      cell: (w) => (
        <div>
          <Text size="sm">{w.bank.name}</Text>
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {w.bank.acno} · {w.bank.ifsc}
          </Text>
        </div>
      ),
    },
    { key: 'time', label: text('requestedAt'), cell: (w) => <TimeText at={w.createdAt} /> },
    {
      key: 'status',
      label: text('status'),
      cell: (w) => (
        <Stack gap={4}>
          <StatusBadge status={w.status} />
          {w.payoutReference && <Text size="xs">{text('payoutRef', { ref: w.payoutReference })}</Text>}
          {w.reason && <Text size="xs">{w.reason}</Text>}
          {w.decidedBy && (
            <Text size="xs" c="dimmed">
              {text('decidedByAt', { who: w.decidedBy, at: w.decidedAt ?? '' })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: text('actions'),
      cell: (w) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setContext(w)}>
            {text('context')}
          </Button>
          {w.status === 'pending' && (
            <>
              <Button size="xs" color="green" onClick={() => setDeciding({ kind: 'approve', withdrawal: w })}>
                {text('approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => setDeciding({ kind: 'reject', withdrawal: w })}
              >
                {text('reject')}
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];

  const w = deciding?.withdrawal;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('nav_withdrawals')}</Title>
        <StatusFilter value={list.status} onChange={list.filter} />
      </Group>
      <PagedTable
        state={list.state}
        columns={columns}
        empty={text('noWithdrawals')}
        onPage={list.setPage}
        onRetry={list.reload}
      />
      <Modal
        opened={!!context}
        onClose={() => setContext(undefined)}
        size="60rem"
        title={context ? text('contextTitle', { name: context.player.name }) : ''}
      >
        {context && <WithdrawalContextPanel id={context.id} />}
      </Modal>
      <ReasonModal
        opened={!!deciding}
        title={
          w ? text(deciding.kind === 'approve' ? 'approveWithdrawalTitle' : 'rejectWithdrawalTitle', { id: w.id }) : ''
        }
        label={text(deciding?.kind === 'approve' ? 'payoutReference' : 'reasonPlayerSees')}
        multiline={deciding?.kind !== 'approve'}
        confirm={text(deciding?.kind === 'approve' ? 'approve' : 'reject')}
        color={deciding?.kind === 'approve' ? 'green' : 'red'}
        onClose={() => setDeciding(undefined)}
        onSubmit={(value) =>
          deciding!.kind === 'approve'
            ? decisions.approve(deciding!.withdrawal, value)
            : decisions.reject(deciding!.withdrawal, value)
        }
      >
        {w && (
          <Text size="sm">
            {text(deciding.kind === 'approve' ? 'approveWithdrawalBody' : 'rejectWithdrawalBody', {
              amount: indianRupees(w.amountPaise),
              name: w.player.name,
              acno: w.bank.acno,
              ifsc: w.bank.ifsc,
            })}
          </Text>
        )}
      </ReasonModal>
    </Stack>
  );
}
