import { Badge, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { crossesMidnight, indianRupees, minutesOf } from 'matka-core/player';
import { TodayBoard, type EarlierUnsettledDay, type TodayRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { FigureCard } from '../../components/figure-card.js';
import { Money } from '../../components/money.js';
import { RouteLoader } from '../../components/route-loader.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useLiveOutcome } from '../../hooks/use-live-outcome.js';
import { DeskLinks } from './desk-links.js';
import { MarketStateBadge } from './market-state-badge.js';
import { consoleDate } from '../../format/console-dates.js';

/** Today (owner, results): every market day with its state, bids, stakes and the house's result, live. */
export function TodayScreen() {
  const text = useConsoleText();
  const board = useService(TodayBoard);
  const outcome = useLiveOutcome('today', () => board.board$());
  if (!outcome) return <RouteLoader />;
  if (!outcome.ok) return <FailureAlert failure={outcome.failure} />;
  const { day, rows, totals, earlier } = outcome.value;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('todayTitle', { day })}</Title>
        <Text size="sm" c="dimmed">
          {text('liveNote')}
        </Text>
      </Group>
      <SimpleGrid cols={4}>
        <FigureCard label={text('bids')}>
          <Text fw={700}>{totals.bids}</Text>
        </FigureCard>
        <FigureCard label={text('stakes')}>
          <Money paise={totals.stakePaise} fw={700} />
        </FigureCard>
        <FigureCard label={text('payouts')}>
          <Money paise={totals.payoutPaise} fw={700} />
        </FigureCard>
        <FigureCard label={text('houseNet')}>
          <Money paise={totals.netPaise} fw={700} />
        </FigureCard>
      </SimpleGrid>
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('market')}</Table.Th>
              <Table.Th>{text('draw')}</Table.Th>
              <Table.Th>{text('state')}</Table.Th>
              <Table.Th>{text('result')}</Table.Th>
              <Table.Th>{text('sessionFigures')}</Table.Th>
              <Table.Th ta="right">{text('stakes')}</Table.Th>
              <Table.Th ta="right">{text('payouts')}</Table.Th>
              <Table.Th ta="right">{text('houseNet')}</Table.Th>
              <Table.Th>{text('open_desk')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TodayLine key={`${row.market} ${row.timing}`} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {earlier.length > 0 && <EarlierDays days={earlier} />}
    </Stack>
  );
}

/** Market days before today whose bets still wait (never declared nor voided), oldest first, each with its desk. */
function EarlierDays({ days }: { days: EarlierUnsettledDay[] }) {
  const text = useConsoleText();
  return (
    <Stack gap="xs" component="section" aria-labelledby="earlier-days-title">
      <Title order={3} id="earlier-days-title" c="orange.9">
        {text('earlierTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {text('earlierNote')}
      </Text>
      <ScrollArea>
        <Table striped verticalSpacing="xs" aria-labelledby="earlier-days-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('earlierDay')}</Table.Th>
              <Table.Th>{text('market')}</Table.Th>
              <Table.Th>{text('draw')}</Table.Th>
              <Table.Th>{text('sessionFigures')}</Table.Th>
              <Table.Th>{text('earlierWhat')}</Table.Th>
              <Table.Th>{text('open_desk')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((row) => (
              <Table.Tr key={`${row.day} ${row.market} ${row.timing}`} data-earlier-day={row.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{consoleDate(row.day)}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{row.market}</Text>
                  <Text size="xs" c="dimmed">
                    {text(`kind_${row.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.timing || '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {text('unsettledBets', {
                    count: row.unsettled.bets,
                    stake: indianRupees(row.unsettled.stakePaise),
                  })}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{text('earlierVoid')}</Text>
                </Table.Td>
                <Table.Td>
                  <DeskLinks row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

function TodayLine({ row }: { row: TodayRow }) {
  const text = useConsoleText();
  // A night market closes after midnight: its close is the next calendar day's.
  const close =
    row.kind === 'main' && crossesMidnight(minutesOf(row.openTime) ?? 0, minutesOf(row.closeTime) ?? 0)
      ? text('nextDayTime', { time: row.closeTime })
      : row.closeTime;
  const draw = row.kind === 'main' ? `${row.openTime} – ${close}` : close;
  // *** is a result still to come; a voided day has none to come.
  const toCome = row.voided ? '—' : '***';
  const result =
    row.kind === 'jackpot'
      ? (row.result.jodi ?? '—')
      : [row.result.openPana ?? toCome, row.kind === 'main' ? (row.result.closePana ?? toCome) : undefined]
          .filter(Boolean)
          .join(' – ');
  const closedToday = row.state === 'holiday' || row.state === 'off-day';
  const unsettled = row.unsettled && row.unsettled.bets > 0 ? row.unsettled : undefined;
  const unsettledText =
    unsettled && text('unsettledBets', { count: unsettled.bets, stake: indianRupees(unsettled.stakePaise) });
  return (
    <Table.Tr data-inactive={row.active === false || undefined}>
      <Table.Td>
        <Text fw={600}>{row.market}</Text>
        <Text size="xs" c="dimmed">
          {text(`kind_${row.kind}`)}
        </Text>
        {/* On the board only while its day has unsettled bets: say so, and what waits. */}
        {row.active === false && (
          <Text size="xs" fw={600} c="orange.9" data-testid="inactive-mark">
            {unsettledText ? text('inactiveWithBets', { bets: unsettledText }) : text('inactive')}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {draw}
        {/* A night market past midnight: still the session that opened on its day. */}
        {row.day && (
          <Text size="xs" c="orange.9" data-testid="session-day">
            {text('sessionOfDay', { day: row.day })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <MarketStateBadge state={row.state} reason={row.closedReason} />
          {/* Who voided it and when: on its desk. */}
          {row.voided && (
            <Text size="xs" c="red.8" style={{ whiteSpace: 'nowrap' }}>
              {text('voidedShort', {
                stakes: text('refundedStakes', { count: row.voided.refundedBets }),
                amount: indianRupees(row.voided.refundedPaise),
              })}
            </Text>
          )}
          {/* A value waits for a second operator (two-person control): by whom, on its desk. */}
          {(row.pending ?? []).length > 0 && (
            <Badge
              color="grape"
              variant="light"
              size="sm"
              data-testid="pending-mark"
              title={(row.pending ?? [])
                .map((p) => `${p.session ? `${text(`session_${p.session}`)}: ` : ''}${p.by}`)
                .join(' · ')}
            >
              {text('awaitingSecond')}
            </Badge>
          )}
          {/* Closed today with bets taken before: they wait for the day's void. */}
          {closedToday && unsettledText && (
            <Text size="xs" c="orange.8">
              {unsettledText}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ff="monospace">{result}</Table.Td>
      <Table.Td>
        {row.sessions.map((s) => (
          <Text key={s.session} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {s.session ? `${text(`sessionName_${s.session}`)}: ` : ''}
            {text('bidsAndStake', { count: s.bids })} <Money paise={s.stakePaise} size="sm" />
          </Text>
        ))}
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.stakePaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.payoutPaise} />
      </Table.Td>
      <Table.Td ta="right">
        <Money paise={row.netPaise} fw={600} />
      </Table.Td>
      <Table.Td>
        {closedToday && !unsettled ? (
          // The server refuses a declaration on a day the market is closed: no desk to offer
          // (unless bets wait there for the day's void).
          <Text size="sm" c="dimmed">
            {text('closedTodayNoDeclare')}
          </Text>
        ) : (
          <DeskLinks row={row} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
