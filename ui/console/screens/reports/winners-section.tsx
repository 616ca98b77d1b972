import { Button, Group, SegmentedControl, Select } from '@mantine/core';
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
import { DayInput } from '../../components/day-input.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { PlayerCell } from '../../components/player-cell.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { figureColumns, ReportTable } from './report-table.js';
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
          <DayInput
            label={text('winnersDay')}
            value={typed.day}
            onChange={(day) => setTyped({ ...typed, day })}
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
                { value: 'open', label: text('sessionName_open') },
                { value: 'close', label: text('sessionName_close') },
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

const figure = figureColumns<WinnersReport['total']>();

/** Each winning player (name and mobile, as the desks show players), their winning bids, stakes and payouts. */
export function WinnersTable({ report }: { report: WinnersReport }) {
  const text = useConsoleText();
  return (
    <ReportTable
      label={text('winnersOfResult')}
      note={text('winnersNote')}
      empty={text('noWinners')}
      rows={report.rows}
      rowKey={(row) => row.playerId}
      names={[
        {
          key: 'player',
          label: text('player'),
          cell: (row) => <PlayerCell player={{ id: String(row.playerId), name: row.name, mobile: row.mobile }} />,
          maxWidth: 260,
        },
      ]}
      figures={[
        figure.count('bids', text('winningBids')),
        figure.money('stakesPaise', text('stakes')),
        figure.money('payoutsPaise', text('payouts')),
      ]}
      total={{ label: text('winnersTotal', { count: report.rows.length }), sums: report.total }}
    />
  );
}
