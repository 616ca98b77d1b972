import { Alert, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import { WithdrawDesk, type ActivityRow, type MoneyTrail } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { FigureCard } from '../../components/figure-card.js';
import { Money } from '../../components/money.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { consoleDate } from '../../format/console-dates.js';

/**
 * Beside a withdrawal: where the player's money came from since they joined (deposits, stakes,
 * wins, credits, debits, bonuses, the rest, and the wallet they sum to), each bonus and
 * adjustment with the operator who gave it, then the last 30 days' deposits, bets and wins.
 */
export function WithdrawalContextPanel({ id }: { id: string }) {
  const text = useConsoleText();
  const desk = useService(WithdrawDesk);
  const [load] = useState(() => desk.context.bind(desk));
  const { state, reload } = useConsoleQuery(load, id);
  if (state.status === 'failed') return <FailureAlert failure={state.failure} onRetry={reload} />;
  if (!state.value) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={text('loading')} />
      </Center>
    );
  }
  const { totals, deposits, bets, wins, money, hold, trail } = state.value;
  return (
    <Stack gap="sm">
      {hold && (
        <Alert color="red" variant="light" title={text('payoutsOnHold')}>
          {text('payoutsHeldBy', { who: hold.heldBy, at: consoleDate(hold.heldAt), reason: hold.reason })}
        </Alert>
      )}
      {money && money.debtPaise > 0 && (
        <Alert color="orange" variant="light" title={text('playerOwesTitle', { debt: indianRupees(money.debtPaise) })}>
          {money.coveredPaise !== undefined
            ? text('contextDebt', {
                debt: indianRupees(money.debtPaise),
                covered: indianRupees(money.coveredPaise),
                amount: indianRupees(money.amountPaise),
              })
            : text('contextDebtDecided', { debt: indianRupees(money.debtPaise) })}
        </Alert>
      )}
      {trail ? (
        <MoneyTrailFigures trail={trail} bets={totals.bets} />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <FigureCard label={text('deposited30')} padding="xs">
            <Money paise={totals.depositedPaise} fw={700} />
          </FigureCard>
          <FigureCard label={text('staked30')} padding="xs">
            <Money paise={totals.stakedPaise} fw={700} />
          </FigureCard>
          <FigureCard label={text('won30')} padding="xs">
            <Money paise={totals.wonPaise} fw={700} />
          </FigureCard>
          <FigureCard label={text('bets30')} padding="xs">
            <Text fw={700}>{totals.bets}</Text>
          </FigureCard>
        </SimpleGrid>
      )}
      {trail && <Gifts trail={trail} />}
      {totals.bets === 0 && totals.depositedPaise > 0 && (
        <Text c="orange.9" fw={600} size="sm">
          {text('noPlayWarning')}
        </Text>
      )}
      <Activity title={text('recentDeposits')} rows={deposits} empty={text('noneIn30')} />
      <Activity title={text('recentBets')} rows={bets} empty={text('noneIn30')} />
      <Activity title={text('recentWins')} rows={wins} empty={text('noneIn30')} />
    </Stack>
  );
}

/** A short list of activity rows: time, amount, status, what it was. */
export function Activity({ title, rows, empty }: { title: string; rows: ActivityRow[]; empty: string }) {
  return (
    <div>
      <Title order={4} size="h6" mb={4}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4}>
          <Table.Tbody>
            {rows.slice(0, 10).map((row, index) => (
              <Table.Tr key={`${row.id}-${index}`}>
                <Table.Td w={170}>
                  <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                    {consoleDate(row.at)}
                  </Text>
                </Table.Td>
                <Table.Td w={130} ta="right">
                  <Money paise={row.amountPaise} size="sm" />
                </Table.Td>
                <Table.Td w={110}>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{row.detail}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** The money trail's lines, each to the paisa, in one compact table of two columns. */
function MoneyTrailFigures({ trail, bets }: { trail: MoneyTrail; bets: number }) {
  const text = useConsoleText();
  const lines: [string, number, string?][] = [
    [text('trailDeposited'), trail.depositedPaise],
    [text('trailStaked'), -trail.stakedPaise],
    [text('trailWon'), trail.wonPaise],
    [text('trailCredited'), trail.creditedPaise],
    [text('trailDebited'), -trail.debitedPaise],
    [text('trailBonuses'), trail.bonusesPaise],
    [text('trailOther'), trail.otherPaise],
    [text('trailWallet'), trail.walletPaise, 'strong'],
  ];
  return (
    <div>
      <Title order={4} size="h6" mb={4}>
        {text('moneyTrail', { bets })}
      </Title>
      <SimpleGrid cols={2} spacing={0} verticalSpacing={0}>
        {lines.map(([label, paise, strong]) => (
          <Group key={label} justify="space-between" px="xs" py={2} data-testid="trail-line">
            <Text size="sm" fw={strong ? 700 : undefined}>
              {label}
            </Text>
            <Money paise={paise} size="sm" fw={strong ? 700 : 600} />
          </Group>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** Each bonus and adjustment, newest first: when, how much, who gave it (and approved it), and why. */
function Gifts({ trail }: { trail: MoneyTrail }) {
  const text = useConsoleText();
  return (
    <div>
      <Title order={4} size="h6" mb={4}>
        {text('bonusesAndAdjustments', { count: trail.giftCount })}
      </Title>
      {trail.gifts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text('noBonusesOrAdjustments')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={2} aria-label={text('bonusesAndAdjustmentsLabel')}>
          <Table.Tbody>
            {trail.gifts.slice(0, 10).map((gift) => (
              <Table.Tr key={gift.id}>
                <Table.Td w={150}>
                  <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                    {consoleDate(gift.at)}
                  </Text>
                </Table.Td>
                <Table.Td w={120} ta="right">
                  <Money paise={gift.amountPaise} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" fw={600}>
                    {givenByText(text, gift.givenBy, gift.approvedBy)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{gift.remark}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** Who gave a bonus or an adjustment: the operator, the second who approved it, or no operator (a welcome or deposit bonus, an older row). */
export function givenByText(
  text: ReturnType<typeof useConsoleText>,
  givenBy: string | undefined,
  approvedBy: string | undefined,
): string {
  if (givenBy === undefined) return text('givenByNobody');
  return approvedBy === undefined
    ? text('givenBy', { who: givenBy })
    : text('givenByApproved', { who: givenBy, approver: approvedBy });
}
