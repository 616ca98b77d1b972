import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { BOARDS, indianRupees, StakeSource, type BoardId, type SlipReview } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useRequest } from '../../hooks/use-request.js';
import { PlayerDialog } from '../../components/player-dialog.js';
import { useBoardTitle } from '../../hooks/use-board-title.js';
import { useText } from '../../hooks/use-text.js';
import classes from './review-dialog.module.css';
import { sessionLabel } from '../../hooks/session-label.js';

/**
 * Review Bets: the bids, totals, the balance and the balance after, which wallet pays and where a
 * win goes; Submit places the slip once.
 * Only the list scrolls: the totals and the buttons stay on screen however long the slip.
 */
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
  const boardTitle = useBoardTitle();
  // The game in the player's language; the market's name is a name and stays as it is.
  const game = Object.hasOwn(BOARDS, review.boardId) ? boardTitle(review.boardId as BoardId) : review.gameLabel;
  return (
    <PlayerDialog
      onClose={onCancel}
      title={text('reviewBets')}
      classNames={{ content: classes.content, body: classes.body }}
    >
      <Text fw={600}>
        {review.market} · {game}
        {review.timing ? ` · ${review.timing}` : ''}
      </Text>
      <div className={classes.bids}>
        <Table striped withTableBorder fz="sm" className={classes.table} stickyHeader>
          <colgroup>
            <col />
            <col className={classes.pointsColumn} />
            <col className={classes.sessionColumn} />
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('number')}</Table.Th>
              <Table.Th className={classes.points}>{text('points')}</Table.Th>
              <Table.Th>
                {text('sessionOpen')}/{text('sessionClose')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.bids.slice(0, 200).map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td ff="monospace">{bid.number}</Table.Td>
                <Table.Td className={classes.points}>{indianRupees(bid.amount * 100)}</Table.Td>
                <Table.Td>{sessionLabel(text, bid.session)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Stack gap={4} className={classes.summary}>
        <Group justify="space-between" wrap="nowrap">
          <Text>{text('totalBids')}</Text>
          <Text fw={700}>{review.totalBids}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>{text('totalPoints')}</Text>
          <Text fw={700}>{indianRupees(review.totalPoints * 100)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>{text('balance')}</Text>
          <Text>{indianRupees(review.balancePaise)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>{text('balanceAfter')}</Text>
          <Text fw={700}>{indianRupees(review.balanceAfterPaise)}</Text>
        </Group>
        <StakeWalletLines stakePaise={review.totalPoints * 100} />
        <Group grow mt="xs" wrap="nowrap">
          <Button variant="default" onClick={onCancel} classNames={{ root: classes.button, label: classes.label }}>
            {text('cancel')}
          </Button>
          <Button onClick={onSubmit} loading={busy} classNames={{ root: classes.button, label: classes.label }}>
            {text('submit')}
          </Button>
        </Group>
      </Stack>
    </PlayerDialog>
  );
}

/**
 * Which wallet pays (the bonus first, then the main wallet) and where a win goes, from the
 * balances of the two wallets as the server reads them now. Nothing while they cannot be read.
 */
function StakeWalletLines({ stakePaise }: { stakePaise: number }) {
  const text = useText();
  const source = useService(StakeSource);
  const { state } = useRequest(() => source.of(stakePaise), [source, stakePaise]);
  if (state.status !== 'loaded') return null;
  const { fromBonusPaise, fromMainPaise, winGoesTo } = state.value;
  return (
    <Stack gap={0} data-testid="stake-wallets">
      {fromBonusPaise > 0 && <Text size="sm">{text('stakeFromBonus', { amount: indianRupees(fromBonusPaise) })}</Text>}
      {fromMainPaise > 0 && <Text size="sm">{text('stakeFromMain', { amount: indianRupees(fromMainPaise) })}</Text>}
      <Text size="sm" c="dimmed">
        {text(winGoesTo === 'main' ? 'winToMain' : winGoesTo === 'bonus' ? 'winToBonus' : 'winSplit')}
      </Text>
    </Stack>
  );
}
