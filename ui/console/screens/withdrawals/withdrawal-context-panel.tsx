import { Alert, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { indianRupees } from 'matka-core/player';
import { WithdrawDesk, type ActivityRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { FigureCard } from '../../components/figure-card.js';
import { Money } from '../../components/money.js';
import { StatusBadge } from '../../components/status-badge.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** The player's last 30 days beside a withdrawal: totals, then the deposits, bets and wins themselves. */
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
  const { totals, deposits, bets, wins, money, hold } = state.value;
  return (
    <Stack gap="sm">
      {hold && (
        <Alert color="red" variant="light" title={text('payoutsOnHold')}>
          {text('payoutsHeldBy', { who: hold.heldBy, at: hold.heldAt, reason: hold.reason })}
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
                    {row.at}
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
