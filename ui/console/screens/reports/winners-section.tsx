import { Button, Group, ScrollArea, SegmentedControl, Select, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  ConsoleReports,
  MarketSetupDesk,
  type OperatorOutcome,
  type WinnersQuery,
  type WinnersReport,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { Money } from '../../components/money.js';
import { PlayerCell } from '../../components/player-cell.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { Section } from './report-section.js';

const NO_QUERY: WinnersQuery = { market: '', day: '', session: '', timing: '' };

/** One result's winners: choose a market, its day and session (or slot); each winner once, with the CSV. */
export function WinnersSection() {
  const text = useConsoleText();
  const reports = useService(ConsoleReports);
  const desk = useService(MarketSetupDesk);
  const [loadMarkets] = useState(() => () => desk.list());
  const markets = useConsoleQuery(loadMarkets, 'markets').value?.markets ?? [];
  const [typed, setTyped] = useState<WinnersQuery>(NO_QUERY);
  // Nothing is asked until Show: the section waits for a market.
  const [applied, setApplied] = useState<WinnersQuery | undefined>(undefined);
  const [load] = useState(
    () =>
      (query: WinnersQuery | undefined): Promise<OperatorOutcome<WinnersReport | undefined>> =>
        query ? reports.winners(query) : Promise.resolve({ ok: true, value: undefined }),
  );
  const { state, reload } = useConsoleQuery(load, applied);
  const invalid = state.status === 'failed' && state.failure.kind === 'invalid' ? state.failure : undefined;
  const market = markets.find((m) => m.name === typed.market);
  const chooseMarket = (name: string | null) => {
    const chosen = markets.find((m) => m.name === name);
    setTyped({
      ...typed,
      market: name ?? '',
      session: '',
      timing: chosen?.kind === 'starline' ? (chosen.slots[0]?.timing ?? '') : '',
    });
  };
  const show = () => {
    setApplied({ ...typed });
    reload();
  };
  const answer = state.value;
  // The CSV of the winners shown: the day the server answered for (today, when left empty).
  const csv = answer
    ? reports.winnersCsvUrl({
        market: answer.market,
        day: answer.day,
        session: answer.session === 'open' || answer.session === 'close' ? answer.session : '',
        timing: answer.timing,
      })
    : undefined;

  return (
    <Section title={text('winnersOfResult')} csv={csv}>
      <ConsoleForm onSubmit={show}>
        <Group align="flex-end" gap="sm">
          <Select
            label={text('market')}
            data={markets.map((m) => m.name)}
            value={typed.market || null}
            onChange={chooseMarket}
            error={invalid?.field === 'market' ? text(invalid.message) : undefined}
            w={200}
          />
          <TextInput
            type="date"
            label={text('winnersDay')}
            value={typed.day}
            onChange={(event) => setTyped({ ...typed, day: event.currentTarget.value })}
            error={invalid?.field === 'day' ? text(invalid.message) : undefined}
            w={170}
          />
          {market?.kind === 'main' && (
            <SegmentedControl
              aria-label={text('session')}
              value={typed.session || 'all'}
              onChange={(value) => setTyped({ ...typed, session: value === 'all' ? '' : (value as 'open' | 'close') })}
              data={[
                { value: 'all', label: text('wholeDay') },
                { value: 'open', label: text('open') },
                { value: 'close', label: text('close') },
              ]}
            />
          )}
          {market?.kind === 'starline' && (
            <Select
              label={text('winnersSlot')}
              data={market.slots.map((s) => s.timing)}
              value={typed.timing || null}
              allowDeselect={false}
              onChange={(timing) => setTyped({ ...typed, timing: timing ?? '' })}
              w={120}
            />
          )}
          <Button type="submit">{text('showWinners')}</Button>
        </Group>
      </ConsoleForm>
      {state.status === 'failed' && !invalid && <FailureAlert failure={state.failure} onRetry={reload} />}
      {answer && <WinnersTable report={answer} />}
    </Section>
  );
}

/** Each winning player (name and mobile, as the desks show players), their winning bids, stakes and payouts. */
export function WinnersTable({ report }: { report: WinnersReport }) {
  const text = useConsoleText();
  if (report.rows.length === 0) return <Text c="dimmed">{text('noWinners')}</Text>;
  return (
    <>
      <Text size="xs" c="dimmed">
        {text('winnersNote')}
      </Text>
      <ScrollArea type="auto">
        <Table
          striped
          verticalSpacing={4}
          aria-label={text('winnersOfResult')}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('player')}</Table.Th>
              <Table.Th ta="right">{text('winningBids')}</Table.Th>
              <Table.Th ta="right">{text('stakes')}</Table.Th>
              <Table.Th ta="right">{text('payouts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.playerId}>
                <Table.Td maw={260}>
                  <PlayerCell player={{ id: String(row.playerId), name: row.name, mobile: row.mobile }} />
                </Table.Td>
                <Table.Td ta="right">{row.bids}</Table.Td>
                <Table.Td ta="right">
                  <Money paise={row.stakesPaise} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money paise={row.payoutsPaise} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{text('winnersTotal', { count: report.rows.length })}</Table.Td>
              <Table.Td ta="right">{report.total.bids}</Table.Td>
              <Table.Td ta="right">
                <Money paise={report.total.stakesPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={report.total.payoutsPaise} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </>
  );
}
