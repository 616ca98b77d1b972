import { Alert, Button, Modal, ScrollArea, SimpleGrid, Stack, Title } from '@mantine/core';
import { indianRupees } from 'matka-core/player';
import { type WithdrawalRow } from 'matka-core/console';
import { Money } from '../../components/money.js';
import { ReviewActions } from '../../components/review-actions.js';
import { Detail } from '../../components/review-detail.js';
import { KeyHint, ReviewHeader, type ReviewWalk } from '../../components/review-nav.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useReviewKeys } from '../../hooks/use-review-walk.js';
import type { PayoutStanding } from './payout-standing.js';
import { WithdrawalContextPanel } from './withdrawal-context-panel.js';
import { consoleDate } from '../../format/console-dates.js';

// The dialog is 90% of the window's height less its title: the details leave room for the
// navigation above them and the decision below, the money trail for its title.
const DETAILS_HEIGHT = 'calc(90dvh - 250px)';
const CONTEXT_HEIGHT = 'calc(90dvh - 130px)';

/**
 * A withdrawal under review: the request and the bank details beside the player's last 30
 * days, with approve (then the payout reference) and reject at hand, and the way through the
 * list: J or → next, K or ← previous, A approve, R reject (not while a field has the focus,
 * nor while `keys` is false: a decision's dialog is on top).
 */
export function WithdrawalReviewModal(props: {
  withdrawal: WithdrawalRow | undefined;
  /** The desk's walk through its list: where the review stands, its note, next and previous. */
  walk: ReviewWalk;
  keys: boolean;
  onApprove: (withdrawal: WithdrawalRow) => void;
  onReject: (withdrawal: WithdrawalRow) => void;
  /** What a debt or a hold leaves possible, and an owner's approval of the covered part. */
  standing: PayoutStanding | undefined;
  onApproveCovered: (withdrawal: WithdrawalRow) => void;
}) {
  const text = useConsoleText();
  const { withdrawal: w } = props;
  const pending = w?.status === 'pending';
  useReviewKeys(!!w && props.keys, {
    next: props.walk.next,
    previous: props.walk.previous,
    // A: approve it whole when it may be, or the covered part when that is what an owner may do.
    approve: props.standing?.approvable
      ? () => props.onApprove(w!)
      : props.standing?.coverable
        ? () => props.onApproveCovered(w!)
        : undefined,
    reject: pending ? () => props.onReject(w) : undefined,
  });
  return (
    <Modal opened={!!w} onClose={props.walk.close} size="72rem" title={w ? text('withdrawalTitle', { id: w.id }) : ''}>
      {w && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {/* Each column scrolls inside the dialog, so the decision stays in sight at 1280x800. */}
          <Stack gap="sm">
            <ReviewHeader walk={props.walk} />
            <ScrollArea.Autosize mah={DETAILS_HEIGHT} type="auto" offsetScrollbars>
              <Stack gap="sm">
                <Detail label={text('player')} value={`${w.player.name} · ${w.player.mobile}`} />
                <Detail label={text('amount')} value={<Money paise={w.amountPaise} fw={700} size="xl" />} />
                <Detail label={text('withdrawable')} value={<Money paise={w.withdrawablePaise} />} />
                {w.debtPaise > 0 && (
                  <Detail label={text('owes')} value={<Money paise={w.debtPaise} c="red.8" fw={700} />} />
                )}
                {pending && props.standing?.short && (
                  <Detail label={text('covered')} value={<Money paise={props.standing.covered} fw={700} />} />
                )}
                {w.paidPaise !== undefined && w.paidPaise < w.amountPaise && (
                  <Detail label={text('paid')} value={<Money paise={w.paidPaise} fw={700} />} />
                )}
                {pending && props.standing?.blocked && (
                  <Alert color={props.standing.held ? 'red' : 'orange'} variant="light" role="status">
                    {props.standing.blocked}
                  </Alert>
                )}
                <Detail label={text('bankDetails')} value={`${w.bank.name} · ${w.bank.acno} · ${w.bank.ifsc}`} />
                {/* The player saved another account since asking: this one is still paid. */}
                {pending && w.bankOnFileNow && (
                  <Alert color="orange" variant="light" data-testid="bank-changed">
                    {text('bankChangedSince', {
                      now: `${w.bankOnFileNow.name} · ${w.bankOnFileNow.acno} · ${w.bankOnFileNow.ifsc}`,
                    })}
                  </Alert>
                )}
                <Detail label={text('requestedAt')} value={consoleDate(w.createdAt)} />
                <Detail label={text('status')} value={<StatusBadge status={w.status} />} />
                {w.payoutReference && <Detail label={text('payoutReference')} value={w.payoutReference} />}
                {w.reason && <Detail label={text('reason')} value={w.reason} />}
                {w.decidedBy && (
                  <Detail label={text('decidedBy')} value={`${w.decidedBy} · ${consoleDate(w.decidedAt)}`} />
                )}
                {pending && w.firstApproval && (
                  <Detail
                    label={text('approvedOnceBy', { by: w.firstApproval.by })}
                    value={consoleDate(w.firstApproval.at)}
                  />
                )}
                {/* An owner approved the covered part first: the second approval pays that part. */}
                {pending && w.firstApproval?.coveredReason !== undefined && (
                  <Alert color="orange" variant="light" data-testid="covered-first">
                    {text('coveredFirst', {
                      by: w.firstApproval.by,
                      covered: indianRupees(w.coveredPaise ?? w.amountPaise),
                      reason: w.firstApproval.coveredReason,
                    })}
                  </Alert>
                )}
              </Stack>
            </ScrollArea.Autosize>
            <ReviewActions
              pending={pending}
              approve={
                props.standing?.coverable ? (
                  <Button color="orange" onClick={() => props.onApproveCovered(w)} aria-keyshortcuts="A">
                    {text('approveCovered')}
                    <KeyHint>A</KeyHint>
                  </Button>
                ) : props.standing && !props.standing.approvable ? (
                  <Button color="green" data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
                    {text('approve')}
                  </Button>
                ) : (
                  <Button color="green" onClick={() => props.onApprove(w)} aria-keyshortcuts="A">
                    {text(
                      props.standing?.firstOfTwo
                        ? 'approveFirstOfTwo'
                        : props.standing?.secondOfTwo
                          ? 'approveSecondOfTwo'
                          : 'approve',
                    )}
                    <KeyHint>A</KeyHint>
                  </Button>
                )
              }
              onReject={() => props.onReject(w)}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {text('contextTitle', { name: w.player.name })}
            </Title>
            <ScrollArea.Autosize mah={CONTEXT_HEIGHT} type="auto" offsetScrollbars>
              <WithdrawalContextPanel id={w.id} />
            </ScrollArea.Autosize>
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}
