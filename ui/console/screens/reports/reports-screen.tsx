import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  ConsoleReports,
  type FundsReport,
  type GamesReport,
  type MarketsReport,
  type OperatorOutcome,
  type PlaySums,
  type ReportKind,
  type ReportRange,
} from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { Money } from '../../components/money.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useGameName } from '../../hooks/use-game-name.js';

// recharts is large: the charts come in their own chunk, once there is something to draw.
const ReportCharts = lazy(() => import('./report-charts.js'));

/** A day in a time zone as 'YYYY-MM-DD' (en-CA writes dates so). */
const dayIn = (zone: string | undefined, moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

interface AllReports {
  markets: MarketsReport;
  games: GamesReport;
  funds: FundsReport;
}

/** Reports (owner): play per day and market, per game, and deposits and withdrawals per day, over a range of days. */
export function ReportsScreen() {
  const text = useConsoleText();
  const gameName = useGameName();
  const reports = useService(ConsoleReports);
  const session = useConsoleSession();
  const zone = session.status === 'signed-in' ? session.info.serverZone : undefined;
  // Empty days ask for the server's today (its clock decides); the answer fills the fields.
  const [typed, setTyped] = useState<ReportRange>({ from: '', to: '' });
  const [applied, setApplied] = useState<ReportRange>({ from: '', to: '' });
  const [load] = useState(() => async (range: ReportRange): Promise<OperatorOutcome<AllReports>> => {
    const [markets, games, funds] = await Promise.all([
      reports.markets(range),
      reports.games(range),
      reports.funds(range),
    ]);
    if (!markets.ok) return markets;
    if (!games.ok) return games;
    if (!funds.ok) return funds;
    return { ok: true, value: { markets: markets.value, games: games.value, funds: funds.value } };
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
  // The server's today, learnt from its answer to the empty range; the browser's until then.
  const [serverToday, setServerToday] = useState<string | undefined>(undefined);
  if (shown && state.status === 'loaded' && applied.from === '' && applied.to === '') {
    if (serverToday !== shown.to) setServerToday(shown.to);
    if (typed.from === '' && typed.to === '') setTyped(shown);
  }
  const today = serverToday ?? dayIn(zone, new Date());
  const csv = (kind: ReportKind) => (shown ? reports.csvUrl(kind, shown) : undefined);
  const labels = {
    stakes: text('stakes'),
    payouts: text('payouts'),
    deposits: text('deposits'),
    withdrawals: text('withdrawals'),
  };

  return (
    <Stack>
      <Title order={2}>{text('nav_reports')}</Title>
      <ConsoleForm onSubmit={() => show(typed)}>
        <Group align="flex-end" gap="sm">
          {(['from', 'to'] as const).map((field) => (
            <TextInput
              key={field}
              type="date"
              label={text(field === 'from' ? 'reportFrom' : 'reportTo')}
              value={typed[field]}
              onChange={(event) => setTyped({ ...typed, [field]: event.currentTarget.value })}
              error={invalid?.field === field ? text(invalid.message) : undefined}
              w={170}
            />
          ))}
          <Button type="submit">{text('showReport')}</Button>
          <Button variant="default" onClick={() => show({ from: '', to: '' })}>
            {text('today')}
          </Button>
          <Button variant="default" onClick={() => show({ from: daysBefore(today, 6), to: today })}>
            {text('last7Days')}
          </Button>
          <Button variant="default" onClick={() => show({ from: daysBefore(today, 29), to: today })}>
            {text('last30Days')}
          </Button>
        </Group>
      </ConsoleForm>
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
          <Section title={text('playPerDay')} csv={csv('markets')}>
            {/* One day is one pair of bars: the per-market picture below says more. */}
            {data.markets.days.length > 1 && (
              <Charts>
                <ReportCharts kind="days" markets={data.markets} labels={labels} />
              </Charts>
            )}
            <PlayTable
              rows={data.markets.days.map((d) => ({ ...d, id: d.day, first: d.day }))}
              firstLabel={text('day')}
              total={data.markets.days.length > 0 ? data.markets.total : undefined}
              empty={text('noPlay')}
              label={text('playPerDay')}
            />
          </Section>
          <Section title={text('playPerMarket')} csv={csv('markets')}>
            {data.markets.rows.length > 0 && (
              <Charts>
                <ReportCharts kind="markets" markets={data.markets} labels={labels} />
              </Charts>
            )}
            <PlayTable
              rows={data.markets.rows.map((r) => ({
                ...r,
                id: `${r.day}|${r.market}`,
                first: r.day,
                second: r.market,
              }))}
              firstLabel={text('day')}
              secondLabel={text('market')}
              empty={text('noPlay')}
              label={text('playPerMarket')}
            />
          </Section>
          <Section title={text('playPerGame')} csv={csv('games')}>
            {data.games.rows.length > 0 && (
              <Charts>
                <ReportCharts
                  kind="games"
                  games={{ ...data.games, rows: data.games.rows.map((g) => ({ ...g, game: gameName(g.game) })) }}
                  labels={labels}
                />
              </Charts>
            )}
            <PlayTable
              rows={data.games.rows.map((g) => ({ ...g, id: g.game, first: gameName(g.game) }))}
              firstLabel={text('game')}
              empty={text('noPlay')}
              label={text('playPerGame')}
            />
          </Section>
          <Section title={text('fundsPerDay')} csv={csv('funds')}>
            {data.funds.rows.length > 0 && (
              <Charts>
                <ReportCharts kind="funds" funds={data.funds} labels={labels} />
              </Charts>
            )}
            <FundsTable report={data.funds} />
          </Section>
        </Stack>
      )}
    </Stack>
  );
}

function Section({ title, csv, children }: { title: string; csv: string | undefined; children: ReactNode }) {
  const text = useConsoleText();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {csv && (
          <Anchor href={csv} download aria-label={`${text('downloadCsv')}: ${title}`}>
            {text('exportCsv')}
          </Anchor>
        )}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function Charts({ children }: { children: ReactNode }) {
  const text = useConsoleText();
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader size="sm" aria-label={text('loadingChart')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

type PlayRow = PlaySums & { id: string; first: string; second?: string };

function PlayTable(props: {
  rows: PlayRow[];
  firstLabel: string;
  secondLabel?: string;
  total?: PlaySums | undefined;
  empty: string;
  label: string;
}) {
  const text = useConsoleText();
  if (props.rows.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  const cells = (row: PlaySums) => (
    <>
      <Table.Td ta="right">
        <Money paise={row.stakesPaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.payoutsPaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.netPaise} fw={600} />
      </Table.Td>
      <Table.Td ta="right">{row.bids}</Table.Td>
      <Table.Td ta="right">{row.players}</Table.Td>
    </>
  );
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing={4} aria-label={props.label} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.firstLabel}</Table.Th>
            {props.secondLabel && <Table.Th>{props.secondLabel}</Table.Th>}
            <Table.Th ta="right">{text('stakes')}</Table.Th>
            <Table.Th ta="right">{text('payouts')}</Table.Th>
            <Table.Th ta="right">{text('net')}</Table.Th>
            <Table.Th ta="right">{text('bids')}</Table.Th>
            <Table.Th ta="right">{text('players')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.first}</Table.Td>
              {props.secondLabel && <Table.Td>{row.second}</Table.Td>}
              {cells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{text('total')}</Table.Td>
              {props.secondLabel && <Table.Td />}
              {cells(props.total)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}

function FundsTable({ report }: { report: FundsReport }) {
  const text = useConsoleText();
  if (report.rows.length === 0) return <Text c="dimmed">{text('noFunds')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table
        striped
        verticalSpacing={4}
        aria-label={text('fundsPerDay')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('day')}</Table.Th>
            <Table.Th ta="right">{text('depositCount')}</Table.Th>
            <Table.Th ta="right">{text('deposits')}</Table.Th>
            <Table.Th ta="right">{text('withdrawalCount')}</Table.Th>
            <Table.Th ta="right">{text('withdrawals')}</Table.Th>
            <Table.Th ta="right">{text('netIn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{row.day}</Table.Td>
              <Table.Td ta="right">{row.deposits}</Table.Td>
              <Table.Td ta="right">
                <Money paise={row.depositsPaise} />
              </Table.Td>
              <Table.Td ta="right">{row.withdrawals}</Table.Td>
              <Table.Td ta="right">
                <Money paise={row.withdrawalsPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={row.netPaise} fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
