import { Button, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { DepositDesk, type DepositRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { DeskPage } from '../../components/desk-page.js';
import { deskActionsColumn } from '../../components/desk-row-actions.js';
import { ClaimBadge } from '../../components/claim-badge.js';
import { FirstApprovalBadge } from '../../components/first-approval-badge.js';
import { Money } from '../../components/money.js';
import type { Column } from '../../components/paged-table.js';
import { PlayerCell } from '../../components/player-cell.js';
import { ReasonModal } from '../../components/reason-modal.js';
import { StatusBadge } from '../../components/status-badge.js';
import { ExportButtons } from '../../components/export-buttons.js';
import { consoleDate } from '../../format/console-dates.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useDeskList } from '../../hooks/use-desk-list.js';
import { useDeskReview } from '../../hooks/use-desk-review.js';
import { DepositReviewModal } from './deposit-review-modal.js';
import { DepositWarnings } from './deposit-warnings.js';
import { useDepositDecisions } from './use-deposit-decisions.js';

/**
 * The deposit desk: pending requests first, oldest on top (the player who paid first is
 * served first; newest first on request), in a dense table with every action in sight at
 * 1280 px; a search by mobile, name or UTR and an amount range (on the server, so over every
 * page); a review that walks the list from the keyboard, claiming each request it shows so
 * that cashiers sharing the queue pass each other's by.
 */
export function DepositDeskScreen() {
  const text = useConsoleText();
  const desk = useService(DepositDesk);
  const [load] = useState(() => desk.list.bind(desk));
  const list = useDeskList(load, 'pendingDeposits');
  const decisions = useDepositDecisions(list.reload);
  const review = useDeskReview(list, desk, decisions.me);
  const [rejecting, setRejecting] = useState<DepositRow | undefined>(undefined);
  const reviewing = review.row;

  const columns: Column<DepositRow>[] = [
    {
      key: 'screenshot',
      label: text('screenshot'),
      hiddenLabel: true,
      width: 44,
      cell: (d) => (
        <UnstyledButton onClick={() => review.open(d)} aria-label={text('reviewDeposit', { id: d.id })} display="block">
          {d.screenshotDeletedAt ? (
            <Text size="xs" c="dimmed" title={text('screenshotDeleted', { at: consoleDate(d.screenshotDeletedAt) })}>
              —
            </Text>
          ) : (
            <Image src={decisions.imageUrl(d)} alt="" w={28} h={28} fit="cover" radius="sm" />
          )}
        </UnstyledButton>
      ),
    },
    { key: 'player', label: text('player'), width: 170, cell: (d) => <PlayerCell player={d.player} /> },
    {
      key: 'amount',
      label: text('amount'),
      align: 'right',
      width: 110,
      cell: (d) => <Money paise={d.amountPaise} fw={600} size="sm" />,
    },
    {
      key: 'utr',
      label: `${text('utr')} · ${text('requestedAt')}`,
      width: 160,
      cell: (d) => (
        <div>
          <Text ff="monospace" size="sm" lh={1.3} truncate="end" title={d.utr}>
            {d.utr}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
            {consoleDate(d.createdAt)}
          </Text>
        </div>
      ),
    },
    {
      key: 'status',
      label: text('status'),
      cell: (d) => {
        const decided = [
          d.reason,
          d.decidedBy && text('decidedByAt', { who: d.decidedBy, at: consoleDate(d.decidedAt) }),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <StatusBadge status={d.status} size="xs" />
              {decided && (
                <Text size="xs" c="dimmed" truncate="end" title={decided}>
                  {decided}
                </Text>
              )}
            </Group>
            <DepositWarnings deposit={d} size="xs" />
            {d.status === 'pending' && d.claimedBy && d.claimedBy !== decisions.me && <ClaimBadge who={d.claimedBy} />}
            {/* Two-person control: the first of two approvals given. */}
            {d.status === 'pending' && d.firstApproval && <FirstApprovalBadge approval={d.firstApproval} size="xs" />}
          </Stack>
        );
      },
    },
    deskActionsColumn({
      label: text('actions'),
      width: 262,
      onReview: review.open,
      approve: (d) => (
        <Button
          size="compact-sm"
          color="green"
          loading={decisions.busy === d.id}
          disabled={decisions.ownFirst(d)}
          title={decisions.ownFirst(d) ? text('ownFirstApproval') : undefined}
          onClick={() => void decisions.approve(d)}
        >
          {text(d.firstApproval ? 'approveSecondOfTwo' : 'approve')}
        </Button>
      ),
      onReject: setRejecting,
    }),
  ];

  return (
    <DeskPage
      title={text('nav_deposits')}
      list={list}
      searchLabel="deskSearch"
      columns={columns}
      empty={text('noDeposits')}
      activeId={reviewing?.id}
      actions={<ExportButtons justify="flex-end" kinds={['deposits']} />}
    >
      <DepositReviewModal
        deposit={reviewing}
        imageUrl={reviewing && decisions.imageUrl(reviewing)}
        busy={decisions.busy === reviewing?.id}
        ownFirst={!!reviewing && decisions.ownFirst(reviewing)}
        keys={!rejecting}
        walk={review}
        onApprove={async (d) => {
          // The review shows the outcome itself: no toast over it.
          const outcome = await decisions.approve(d, true);
          if (outcome.ok) review.update(outcome.value);
          else if (outcome.failure.kind !== 'invalid') review.setNote(text(outcome.failure.message));
        }}
        onReject={(d) => setRejecting(d)}
      />
      <ReasonModal
        opened={!!rejecting}
        title={rejecting ? text('rejectDepositTitle', { id: rejecting.id }) : ''}
        label={text('reasonPlayerSees')}
        confirm={text('reject')}
        color="red"
        presets={[
          text('reasonUtrMissing'),
          text('reasonAmountDiffers'),
          text('reasonScreenshotUnreadable'),
          text('reasonDuplicate'),
        ]}
        onClose={() => setRejecting(undefined)}
        onSubmit={async (reason) => {
          const outcome = await decisions.reject(rejecting!, reason, !!reviewing);
          if (outcome.ok) review.update(outcome.value);
          return outcome;
        }}
      />
    </DeskPage>
  );
}
