import { Button, Group, Image, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DepositRow } from '../../../../core/index.js';
import { Money } from '../../components/money.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { DepositWarnings } from './deposit-warnings.js';

/** A deposit's payment screenshot beside its details, zoomable, with the decision at hand. */
export function DepositReviewModal(props: {
  deposit: DepositRow | undefined;
  imageUrl: string | undefined;
  busy: boolean;
  onClose: () => void;
  onApprove: (deposit: DepositRow) => void;
  onReject: (deposit: DepositRow) => void;
}) {
  const text = useConsoleText();
  const [zoomed, setZoomed] = useState(false);
  const { deposit } = props;
  return (
    <Modal
      opened={!!deposit}
      onClose={props.onClose}
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
            </ScrollArea>
            <Button variant="light" size="xs" onClick={() => setZoomed(!zoomed)}>
              {text(zoomed ? 'fitScreenshot' : 'actualSize')}
            </Button>
          </Stack>
          <Stack gap="sm">
            <Detail label={text('player')} value={`${deposit.player.name} · ${deposit.player.mobile}`} />
            <Detail label={text('amount')} value={<Money paise={deposit.amountPaise} fw={700} size="xl" />} />
            <Detail label={text('utr')} value={deposit.utr} />
            <Detail label={text('requestedAt')} value={deposit.createdAt} />
            <Detail label={text('status')} value={<StatusBadge status={deposit.status} />} />
            {deposit.reason && <Detail label={text('reason')} value={deposit.reason} />}
            {deposit.decidedBy && (
              <Detail label={text('decidedBy')} value={`${deposit.decidedBy} · ${deposit.decidedAt ?? ''}`} />
            )}
            <DepositWarnings deposit={deposit} />
            {deposit.status === 'pending' && (
              <Group mt="md">
                <Button color="green" loading={props.busy} onClick={() => props.onApprove(deposit)}>
                  {text('approve')}
                </Button>
                <Button color="red" variant="outline" onClick={() => props.onReject(deposit)}>
                  {text('reject')}
                </Button>
              </Group>
            )}
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}
