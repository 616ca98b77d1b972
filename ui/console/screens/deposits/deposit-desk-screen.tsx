import { Button, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { DepositDesk, type DepositRow } from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { PlayerCell } from '../../components/player-cell.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { StatusBadge } from '../../components/status-badge.js';
import { StatusFilter } from '../../components/status-filter.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useDeskList } from '../../hooks/use-desk-list.js';
import { DepositReviewModal } from './deposit-review-modal.js';
import { DepositWarnings } from './deposit-warnings.js';
import { useDepositDecisions } from './use-deposit-decisions.js';
import { TimeText } from '../../components/time-text.js';

/** The deposit desk: pending requests first, newest on top, each with its screenshot, warnings and the decision. */
export function DepositDeskScreen() {
  const text = useConsoleText();
  const desk = useService(DepositDesk);
  const [load] = useState(() => desk.list.bind(desk));
  const list = useDeskList(load, 'pendingDeposits');
  const decisions = useDepositDecisions(list.reload);
  const [reviewing, setReviewing] = useState<DepositRow | undefined>(undefined);
  const [rejecting, setRejecting] = useState<DepositRow | undefined>(undefined);

  const columns: Column<DepositRow>[] = [
    {
      key: 'screenshot',
      label: text('screenshot'),
      cell: (d) => (
        <UnstyledButton onClick={() => setReviewing(d)} aria-label={text('reviewDeposit', { id: d.id })}>
          <Image src={decisions.imageUrl(d)} alt="" w={48} h={48} fit="cover" radius="sm" />
        </UnstyledButton>
      ),
    },
    { key: 'player', label: text('player'), cell: (d) => <PlayerCell player={d.player} /> },
    { key: 'amount', label: text('amount'), align: 'right', cell: (d) => <Money paise={d.amountPaise} fw={600} /> },
    {
      key: 'utr',
      label: text('utr'),
      cell: (d) => (
        <Text ff="monospace" size="sm">
          {d.utr}
        </Text>
      ),
    },
    { key: 'time', label: text('requestedAt'), cell: (d) => <TimeText at={d.createdAt} /> },
    {
      key: 'status',
      label: text('status'),
      cell: (d) => (
        <Stack gap={4}>
          <StatusBadge status={d.status} />
          <DepositWarnings deposit={d} />
          {d.reason && <Text size="xs">{d.reason}</Text>}
          {d.decidedBy && (
            <Text size="xs" c="dimmed">
              {text('decidedByAt', { who: d.decidedBy, at: d.decidedAt ?? '' })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: text('actions'),
      cell: (d) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setReviewing(d)}>
            {text('review')}
          </Button>
          {d.status === 'pending' && (
            <>
              <Button
                size="xs"
                color="green"
                loading={decisions.busy === d.id}
                onClick={() => void decisions.approve(d)}
              >
                {text('approve')}
              </Button>
              <Button size="xs" color="red" variant="outline" onClick={() => setRejecting(d)}>
                {text('reject')}
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('nav_deposits')}</Title>
        <StatusFilter value={list.status} onChange={list.filter} />
      </Group>
      <PagedTable
        state={list.state}
        columns={columns}
        empty={text('noDeposits')}
        onPage={list.setPage}
        onRetry={list.reload}
      />
      <DepositReviewModal
        deposit={reviewing}
        imageUrl={reviewing && decisions.imageUrl(reviewing)}
        busy={decisions.busy === reviewing?.id}
        onClose={() => setReviewing(undefined)}
        onApprove={async (d) => (await decisions.approve(d)).ok && setReviewing(undefined)}
        onReject={(d) => setRejecting(d)}
      />
      <ReasonModal
        opened={!!rejecting}
        title={rejecting ? text('rejectDepositTitle', { id: rejecting.id }) : ''}
        label={text('reasonPlayerSees')}
        confirm={text('reject')}
        color="red"
        onClose={() => setRejecting(undefined)}
        onSubmit={async (reason) => {
          const outcome = await decisions.reject(rejecting!, reason);
          if (outcome.ok) setReviewing(undefined);
          return outcome;
        }}
      />
    </Stack>
  );
}
