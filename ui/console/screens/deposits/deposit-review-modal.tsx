import { Button, Image, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DepositRow } from 'matka-core/console';
import { Money } from '../../components/money.js';
import { ReviewActions } from '../../components/review-actions.js';
import { Detail } from '../../components/review-detail.js';
import { KeyHint, ReviewHeader, type ReviewWalk } from '../../components/review-nav.js';
import { StatusBadge } from '../../components/status-badge.js';
import { consoleDate } from '../../format/console-dates.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useReviewKeys } from '../../hooks/use-review-walk.js';
import { DepositWarnings } from './deposit-warnings.js';

/**
 * A deposit's payment screenshot beside its details, zoomable, with the decision at hand and
 * the way through the list: J or → next, K or ← previous, A approve, R reject (not while a
 * field has the focus, nor while `keys` is false: the reason dialog is on top).
 */
export function DepositReviewModal(props: {
  deposit: DepositRow | undefined;
  imageUrl: string | undefined;
  busy: boolean;
  /** The desk's walk through its list: where the review stands, its note, next and previous. */
  walk: ReviewWalk;
  keys: boolean;
  /** This operator gave the deposit's first approval: a second operator must give the other. */
  ownFirst?: boolean;
  onApprove: (deposit: DepositRow) => void;
  onReject: (deposit: DepositRow) => void;
}) {
  const text = useConsoleText();
  const [zoomed, setZoomed] = useState(false);
  const { deposit } = props;
  const pending = deposit?.status === 'pending';
  useReviewKeys(!!deposit && props.keys, {
    next: props.walk.next,
    previous: props.walk.previous,
    approve: pending && !props.busy && !props.ownFirst ? () => props.onApprove(deposit) : undefined,
    reject: pending && !props.busy ? () => props.onReject(deposit) : undefined,
  });
  return (
    <Modal
      opened={!!deposit}
      onClose={props.walk.close}
      size="80rem"
      title={deposit ? text('depositTitle', { id: deposit.id }) : ''}
    >
      {deposit && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <ScrollArea
              h="70vh"
              type="auto"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            >
              {deposit.screenshotDeletedAt ? (
                <Text p="md" c="dimmed">
                  {text('screenshotDeleted', { at: consoleDate(deposit.screenshotDeletedAt) })}
                </Text>
              ) : (
                <Image
                  src={props.imageUrl}
                  alt={text('screenshotOf', { name: deposit.player.name, utr: deposit.utr })}
                  fit="contain"
                  h={zoomed ? 'auto' : '68vh'}
                  w={zoomed ? 'auto' : '100%'}
                  maw={zoomed ? 'none' : '100%'}
                  style={{ cursor: zoomed ? 'zoom-out' : 'zoom-in' }}
                  onClick={() => setZoomed(!zoomed)}
                  fallbackSrc="data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='120'%3E%3Ctext x='20' y='64' font-size='14'%3ENo screenshot%3C/text%3E%3C/svg%3E"
                />
              )}
            </ScrollArea>
            {!deposit.screenshotDeletedAt && (
              <Button variant="light" size="xs" onClick={() => setZoomed(!zoomed)}>
                {text(zoomed ? 'fitScreenshot' : 'actualSize')}
              </Button>
            )}
          </Stack>
          <Stack gap="sm">
            <ReviewHeader walk={props.walk} />
            <Detail label={text('player')} value={`${deposit.player.name} · ${deposit.player.mobile}`} />
            <Detail label={text('amount')} value={<Money paise={deposit.amountPaise} fw={700} size="xl" />} />
            <Detail label={text('utr')} value={deposit.utr} />
            <Detail label={text('requestedAt')} value={consoleDate(deposit.createdAt)} />
            <Detail label={text('status')} value={<StatusBadge status={deposit.status} />} />
            {deposit.reason && <Detail label={text('reason')} value={deposit.reason} />}
            {deposit.decidedBy && (
              <Detail label={text('decidedBy')} value={`${deposit.decidedBy} · ${consoleDate(deposit.decidedAt)}`} />
            )}
            {pending && deposit.firstApproval && (
              <Detail
                label={text('approvedOnceBy', { by: deposit.firstApproval.by })}
                value={consoleDate(deposit.firstApproval.at)}
              />
            )}
            <DepositWarnings deposit={deposit} />
            {pending && props.ownFirst && (
              <Text size="sm" c="grape.8">
                {text('ownFirstApproval')}
              </Text>
            )}
            <ReviewActions
              pending={pending}
              approve={
                <Button
                  color="green"
                  loading={props.busy}
                  disabled={props.ownFirst}
                  onClick={() => props.onApprove(deposit)}
                  aria-keyshortcuts="A"
                >
                  {text(deposit.firstApproval ? 'approveSecondOfTwo' : 'approve')}
                  <KeyHint>A</KeyHint>
                </Button>
              }
              onReject={() => props.onReject(deposit)}
            />
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}
