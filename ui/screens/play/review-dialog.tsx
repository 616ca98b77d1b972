import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { indianRupees, type SlipReview } from '../../../core/index.js';
import { useText } from '../../hooks/use-text.js';

/** Review Bets: the bids, totals, the balance and the balance after; Submit places the slip once. */
export function ReviewDialog({
  review,
  busy,
  onCancel,
  onSubmit,
}: {
  review: SlipReview;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const text = useText();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={text('reviewBets')}
      centered
      size={400}
      closeButtonProps={{ 'aria-label': text('close') }}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {review.market} · {review.gameLabel}
          {review.timing ? ` · ${review.timing}` : ''}
        </Text>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('number')}</Table.Th>
              <Table.Th>{text('points')}</Table.Th>
              <Table.Th>
                {text('sessionOpen')}/{text('sessionClose')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.bids.slice(0, 200).map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td ff="monospace">{bid.number}</Table.Td>
                <Table.Td>{bid.amount}</Table.Td>
                <Table.Td>{bid.session || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text>{text('totalBids')}</Text>
          <Text fw={700}>{review.totalBids}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{text('totalPoints')}</Text>
          <Text fw={700}>{review.totalPoints}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{text('balance')}</Text>
          <Text>{indianRupees(review.balancePaise)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{text('balanceAfter')}</Text>
          <Text fw={700}>{indianRupees(review.balanceAfterPaise)}</Text>
        </Group>
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {text('cancel')}
          </Button>
          <Button onClick={onSubmit} loading={busy}>
            {text('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
