import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { indianRupees, WithdrawDesk, type WithdrawalRow } from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { DeskPage } from '../../components/desk-page.js';
import type { Column } from '../../components/paged-table.js';
import { PlayerCell } from '../../components/player-cell.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useDeskList } from '../../hooks/use-desk-list.js';
import { useReviewWalk } from '../../hooks/use-review-walk.js';
import { useWithdrawalDecisions } from './use-withdrawal-decisions.js';
import { WithdrawalReviewModal } from './withdrawal-review-modal.js';

type Decision = { kind: 'approve' | 'reject'; withdrawal: WithdrawalRow };

/**
 * The withdraw desk: pending requests first, with bank details and the withdrawable balance,
 * in a dense table with every action in sight at 1280 px; a search by mobile, name or payout
 * reference and an amount range (on the server, over every page); a review with the player's
 * last 30 days that walks the list from the keyboard.
 */
export function WithdrawDeskScreen() {
  const text = useConsoleText();
  const desk = useService(WithdrawDesk);
  const [load] = useState(() => desk.list.bind(desk));
  const list = useDeskList(load, 'pendingWithdrawals');
  const decisions = useWithdrawalDecisions(list.reload);
  const review = useReviewWalk(list.state.value, list.setPage);
  const [deciding, setDeciding] = useState<Decision | undefined>(undefined);

  const columns: Column<WithdrawalRow>[] = [
    { key: 'player', label: text('player'), width: 160, cell: (w) => <PlayerCell player={w.player} /> },
    {
      key: 'amount',
      label: text('amount'),
      align: 'right',
      width: 176,
      cell: (w) => (
        <div>
          <Money paise={w.amountPaise} fw={600} size="sm" lh={1.3} />
          <Text size="xs" c="dimmed" lh={1.3} truncate="end">
            {text('ofWithdrawable', { amount: indianRupees(w.withdrawablePaise) })}
          </Text>
        </div>
      ),
    },
    {
      key: 'bank',
      label: text('bankDetails'),
      width: 184,
      cell: (w) => (
        <div title={`${w.bank.name} · ${w.bank.acno} · ${w.bank.ifsc}`}>
          <Text size="sm" lh={1.3} truncate="end">
            {w.bank.name}
          </Text>
          <Text size="xs" ff="monospace" lh={1.3} truncate="end">
            {w.bank.acno} · {w.bank.ifsc}
          </Text>
        </div>
      ),
    },
    {
      key: 'time',
      label: text('requestedAt'),
      width: 96,
      cell: (w) => (
        <Text size="xs" lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {w.createdAt.slice(0, 10)}
          <br />
          {w.createdAt.slice(11)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: text('status'),
      cell: (w) => {
        const decided = [
          w.payoutReference && text('payoutRef', { ref: w.payoutReference }),
          w.reason,
          w.decidedBy && text('decidedByAt', { who: w.decidedBy, at: w.decidedAt ?? '' }),
        ].filter(Boolean);
        return (
          <Stack gap={2}>
            <StatusBadge status={w.status} />
            {decided.length > 0 && (
              <Text size="xs" c="dimmed" truncate="end" title={decided.join(' · ')}>
                {decided.join(' · ')}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      label: text('actions'),
      width: 226,
      cell: (w) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => review.open(w)}
            aria-label={text('reviewWithdrawal', { id: w.id })}
          >
            {text('review')}
          </Button>
          {w.status === 'pending' && (
            <>
              <Button size="compact-sm" color="green" onClick={() => setDeciding({ kind: 'approve', withdrawal: w })}>
                {text('approve')}
              </Button>
              <Button
                size="compact-sm"
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
    <DeskPage
      title={text('nav_withdrawals')}
      list={list}
      searchLabel="withdrawalSearch"
      columns={columns}
      empty={text('noWithdrawals')}
      activeId={review.row?.id}
    >
      <WithdrawalReviewModal
        withdrawal={review.row}
        keys={!deciding}
        position={review.position}
        onNext={review.next}
        onPrevious={review.previous}
        onClose={review.close}
        onApprove={(withdrawal) => setDeciding({ kind: 'approve', withdrawal })}
        onReject={(withdrawal) => setDeciding({ kind: 'reject', withdrawal })}
      />
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
        onSubmit={async (value) => {
          const outcome =
            deciding!.kind === 'approve'
              ? await decisions.approve(deciding!.withdrawal, value)
              : await decisions.reject(deciding!.withdrawal, value);
          if (outcome.ok) review.update(outcome.value);
          return outcome;
        }}
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
    </DeskPage>
  );
}
