import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import { ConsoleSession, WithdrawDesk, type WithdrawalRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { Money } from '../../components/money.js';
import { DeskPage } from '../../components/desk-page.js';
import { deskActionsColumn } from '../../components/desk-row-actions.js';
import { ClaimBadge } from '../../components/claim-badge.js';
import { FirstApprovalBadge } from '../../components/first-approval-badge.js';
import type { Column } from '../../components/paged-table.js';
import { PlayerCell } from '../../components/player-cell.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { StatusBadge } from '../../components/status-badge.js';
import { ExportButtons } from '../../components/export-buttons.js';
import { consoleDate } from '../../format/console-dates.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useDeskList } from '../../hooks/use-desk-list.js';
import { useDeskReview } from '../../hooks/use-desk-review.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { CoveredApprovalModal } from './covered-approval-modal.js';
import { usePayoutStanding, type PayoutStanding } from './payout-standing.js';
import { useWithdrawalDecisions } from './use-withdrawal-decisions.js';
import { WithdrawalReviewModal } from './withdrawal-review-modal.js';

type Decision = { kind: 'approve' | 'reject' | 'approveCovered'; withdrawal: WithdrawalRow };

/**
 * The withdraw desk: pending requests first, with bank details and the withdrawable balance,
 * in a dense table with every action in sight at 1280 px; a search by mobile, name or payout
 * reference and an amount range (on the server, over every page); a review with the player's
 * last 30 days that walks the list from the keyboard, oldest first, claiming each request it
 * shows so that cashiers sharing the queue pass each other's by.
 */
export function WithdrawDeskScreen() {
  const text = useConsoleText();
  const desk = useService(WithdrawDesk);
  const [load] = useState(() => desk.list.bind(desk));
  const list = useDeskList(load, 'pendingWithdrawals');
  const decisions = useWithdrawalDecisions(list.reload);
  const session = useConsoleSession();
  const me = session.status === 'signed-in' ? session.info.operator.username : undefined;
  // Shared by several cashiers: each request the review shows is claimed, the others' passed by.
  const review = useDeskReview(list, desk, me);
  const [deciding, setDeciding] = useState<Decision | undefined>(undefined);
  // What a debt or a hold leaves possible: an owner may pay the covered part.
  const standing = usePayoutStanding(useService(ConsoleSession).may('withdrawals.partial'));

  const columns: Column<WithdrawalRow>[] = [
    { key: 'player', label: text('player'), width: 140, cell: (w) => <PlayerCell player={w.player} /> },
    {
      key: 'amount',
      label: text('amount'),
      align: 'right',
      width: 178,
      cell: (w) => (
        <div>
          <Money paise={w.amountPaise} fw={600} size="sm" lh={1.3} />
          <AmountNote w={w} />
        </div>
      ),
    },
    {
      key: 'bank',
      label: text('bankDetails'),
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
      width: 98,
      cell: (w) => (
        <Text size="xs" lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {consoleDate(w.createdAt.slice(0, 10))}
          <br />
          {w.createdAt.slice(11)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: text('status'),
      width: 116,
      cell: (w) => {
        const decided = [
          w.payoutReference && text('payoutRef', { ref: w.payoutReference }),
          w.reason,
          w.decidedBy && text('decidedByAt', { who: w.decidedBy, at: consoleDate(w.decidedAt) }),
        ].filter(Boolean);
        return (
          <Stack gap={2}>
            <StatusBadge status={w.status} size="xs" />
            {w.status === 'pending' && w.claimedBy && w.claimedBy !== me && <ClaimBadge who={w.claimedBy} />}
            {w.hold && w.status === 'pending' && (
              <Badge color="red" variant="light" size="sm" title={w.hold.reason}>
                {text('payoutsOnHold')}
              </Badge>
            )}
            {/* Two-person control: the first of two approvals given, or two needed. */}
            {w.status === 'pending' && w.firstApproval && <FirstApprovalBadge approval={w.firstApproval} size="sm" />}
            {w.status === 'pending' && w.secondApproval && !w.firstApproval && (
              <Badge color="grape" variant="outline" size="sm" title={text('needsTwoApprovalsTitle')}>
                {text('needsTwoApprovals')}
              </Badge>
            )}
            {decided.length > 0 && (
              <Text size="xs" c="dimmed" truncate="end" title={decided.join(' · ')}>
                {decided.join(' · ')}
              </Text>
            )}
          </Stack>
        );
      },
    },
    deskActionsColumn({
      label: text('actions'),
      width: 284,
      onReview: review.open,
      reviewLabel: (w) => text('reviewWithdrawal', { id: w.id }),
      approve: (w) => (
        <ApproveButton
          standing={standing(w)}
          onApprove={() => setDeciding({ kind: 'approve', withdrawal: w })}
          onApproveCovered={() => setDeciding({ kind: 'approveCovered', withdrawal: w })}
        />
      ),
      onReject: (w) => setDeciding({ kind: 'reject', withdrawal: w }),
    }),
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
      actions={<ExportButtons justify="flex-end" kinds={['withdrawals', 'payouts']} />}
    >
      <WithdrawalReviewModal
        withdrawal={review.row}
        keys={!deciding}
        walk={review}
        standing={review.row && standing(review.row)}
        onApprove={(withdrawal) => setDeciding({ kind: 'approve', withdrawal })}
        onApproveCovered={(withdrawal) => setDeciding({ kind: 'approveCovered', withdrawal })}
        onReject={(withdrawal) => setDeciding({ kind: 'reject', withdrawal })}
      />
      <CoveredApprovalModal
        withdrawal={deciding?.kind === 'approveCovered' ? deciding.withdrawal : undefined}
        onClose={() => setDeciding(undefined)}
        onSubmit={async (reference, reason) => {
          const outcome = await decisions.approveCovered(deciding!.withdrawal, reference, reason);
          if (outcome.ok) review.update(outcome.value);
          return outcome;
        }}
      />
      <ReasonModal
        opened={!!deciding && deciding.kind !== 'approveCovered'}
        title={
          w ? text(deciding.kind === 'approve' ? 'approveWithdrawalTitle' : 'rejectWithdrawalTitle', { id: w.id }) : ''
        }
        label={text(deciding?.kind === 'approve' ? 'payoutReference' : 'reasonPlayerSees')}
        multiline={deciding?.kind !== 'approve'}
        confirm={text(deciding?.kind === 'approve' ? 'approve' : 'reject')}
        color={deciding?.kind === 'approve' ? 'green' : 'red'}
        presets={
          deciding?.kind === 'reject'
            ? [text('reasonBankDetailsWrong'), text('reasonAmountDiffers'), text('reasonDuplicate')]
            : undefined
        }
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
            {deciding.kind === 'approve' && w.secondApproval && !w.firstApproval
              ? text('firstOfTwoBody')
              : text(
                  deciding.kind !== 'approve'
                    ? 'rejectWithdrawalBody'
                    : w.firstApproval
                      ? 'secondOfTwoBody'
                      : 'approveWithdrawalBody',
                  {
                    amount: indianRupees(w.amountPaise),
                    name: w.player.name,
                    acno: w.bank.acno,
                    ifsc: w.bank.ifsc,
                    by: w.firstApproval?.by ?? '',
                    at: consoleDate(w.firstApproval?.at),
                  },
                )}
          </Text>
        )}
        {w && w.debtPaise > 0 && (
          <Text size="sm" c="red.8" fw={600}>
            {deciding.kind === 'approve'
              ? text('approveDebtNote', { name: w.player.name, debt: indianRupees(w.debtPaise) })
              : text('contextDebtDecided', { debt: indianRupees(w.debtPaise) })}
          </Text>
        )}
      </ReasonModal>
    </DeskPage>
  );
}

/**
 * Under the amount: what a player who owes leaves covered (in red, on two lines), what a
 * partly paid one paid, or else the wallet beside the held amount.
 */
function AmountNote({ w }: { w: WithdrawalRow }) {
  const text = useConsoleText();
  if (w.status === 'pending' && w.debtPaise > 0) {
    const owes = text('owesDebt', { debt: indianRupees(w.debtPaise) });
    const covers = text('coversPart', { covered: indianRupees(w.coveredPaise ?? w.amountPaise) });
    return (
      <Text size="xs" c="red.8" fw={600} lh={1.3} title={`${owes} · ${covers}`}>
        {owes}
        <br />
        {covers}
      </Text>
    );
  }
  const partlyPaid = w.paidPaise !== undefined && w.paidPaise < w.amountPaise;
  const note = partlyPaid
    ? text('paidOfAmount', { paid: indianRupees(w.paidPaise!), amount: indianRupees(w.amountPaise) })
    : text('ofWithdrawable', { amount: indianRupees(w.withdrawablePaise) });
  return (
    <Text size="xs" c="dimmed" lh={1.3} truncate="end" title={note}>
      {note}
    </Text>
  );
}

/**
 * Approve, when it may be approved whole; Pay part (an owner's approval of the covered part, orange) when a debt
 * leaves only part covered; else Approve, disabled, saying why (a hold, or a debt).
 */
export function ApproveButton({
  standing,
  onApprove,
  onApproveCovered,
  size = 'compact-sm',
}: {
  standing: PayoutStanding;
  onApprove: () => void;
  onApproveCovered: () => void;
  size?: string;
}) {
  const text = useConsoleText();
  // Two-person control: which of two approvals this is.
  const label = text(
    standing.firstOfTwo ? 'approveFirstOfTwo' : standing.secondOfTwo ? 'approveSecondOfTwo' : 'approve',
  );
  if (standing.coverable)
    return (
      <Button size={size} color="orange" onClick={onApproveCovered} title={standing.blocked}>
        {text('approveCovered')}
      </Button>
    );
  if (!standing.approvable)
    return (
      <Button
        size={size}
        color="green"
        data-disabled
        aria-disabled="true"
        title={standing.blocked}
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </Button>
    );
  return (
    <Button size={size} color="green" onClick={onApprove}>
      {label}
    </Button>
  );
}
