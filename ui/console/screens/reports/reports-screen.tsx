import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_MARKET_TIME_ZONE, marketDay } from 'matka-core/player';
import { ConsoleReports, type OperatorOutcome, type ReportKind, type ReportRange } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { ExportButtons } from '../../components/export-buttons.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ReportRangeForm } from './report-range-form.js';
import { ReportSections, type AllReports } from './report-sections.js';
import { WinnersSection } from './winners-section.js';

/** Reports (owner): play per day and market, per game, funds and profit and loss per day over a range of days; one result's winners. */
export function ReportsScreen() {
  const text = useConsoleText();
  const reports = useService(ConsoleReports);
  const session = useConsoleSession();
  const zone = session.status === 'signed-in' ? session.info.serverZone : undefined;
  // Empty days ask for the server's today (its clock decides); the answer fills the fields.
  const [typed, setTyped] = useState<ReportRange>({ from: '', to: '' });
  const [applied, setApplied] = useState<ReportRange>({ from: '', to: '' });
  const [load] = useState(() => async (range: ReportRange): Promise<OperatorOutcome<AllReports>> => {
    const [markets, games, funds, profit] = await Promise.all([
      reports.markets(range),
      reports.games(range),
      reports.funds(range),
      reports.profit(range),
    ]);
    if (!markets.ok) return markets;
    if (!games.ok) return games;
    if (!funds.ok) return funds;
    if (!profit.ok) return profit;
    return {
      ok: true,
      value: { markets: markets.value, games: games.value, funds: funds.value, profit: profit.value },
    };
  });
  const { state, reload } = useConsoleQuery(load, applied);
  const invalid = state.status === 'failed' && state.failure.kind === 'invalid' ? state.failure : undefined;
  const show = (range: ReportRange) => {
    setTyped(range);
    setApplied(range);
    reload();
  };
  const data = state.value;
  const shown = data ? { from: data.markets.from, to: data.markets.to } : undefined;
  // The server's today, learnt from its answer to the empty range; the market's day on this
  // browser's clock until then.
  const [serverToday, setServerToday] = useState<string | undefined>(undefined);
  if (shown && state.status === 'loaded' && applied.from === '' && applied.to === '') {
    if (serverToday !== shown.to) setServerToday(shown.to);
    if (typed.from === '' && typed.to === '') setTyped(shown);
  }
  const today = serverToday ?? marketDay(Date.now(), zone ?? DEFAULT_MARKET_TIME_ZONE);
  const csv = (kind: ReportKind) => (shown ? reports.csvUrl(kind, shown) : undefined);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('nav_reports')}</Title>
        <ExportButtons kinds={['players', 'deposits', 'withdrawals', 'payouts']} />
      </Group>
      <ReportRangeForm typed={typed} onType={setTyped} invalid={invalid} today={today} show={show} />
      <Text size="xs" c="dimmed">
        {text('reportNote', { zone: zone ?? '' })}
      </Text>
      {state.status === 'failed' && !invalid && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!data && state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {data && (
        <Stack gap="lg" aria-busy={state.status === 'loading'}>
          <ReportSections data={data} csv={csv} />
        </Stack>
      )}
      <WinnersSection />
    </Stack>
  );
}
