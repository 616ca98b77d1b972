import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ExposureGrid,
  marketDayName,
  type ExposureView,
  type MarketDayRef,
  type PendingResult,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useLiveOutcome } from '../../hooks/use-live-outcome.js';
import { CorrectionPanel } from './correction-panel.js';
import { ExposureGridPanel } from './exposure-grid-panel.js';
import { DeclaredLine } from './declared-line.js';
import { marketDayOfQuery, marketDayPath } from './market-day-link.js';
import { MarketStateBadge } from './market-state-badge.js';
import { PendingPanel } from './pending-panel.js';
import { PreviewPanel } from './preview-panel.js';
import { VoidedPanel } from './voided-panel.js';
import { VoidPanel } from './void-panel.js';
import { consoleDate } from '../../format/console-dates.js';

/** One market day's desk: its exposure grid beside the preview and declaration, then correction and void. */
export function MarketDayScreen() {
  const text = useConsoleText();
  const [query] = useSearchParams();
  const day = marketDayOfQuery(query);
  if (!day)
    return (
      <Text>
        {text('noMarketDay')}{' '}
        <Anchor component={Link} to="/today">
          {text('nav_today')}
        </Anchor>
      </Text>
    );
  return <MarketDayDesk key={marketDayPath(day)} day={day} />;
}

/** The session's declared value in the desk's live read: the open or close pana, a slot's pana, a jackpot's jodi. */
const declaredOf = (day: MarketDayRef, result: ExposureView['result']) =>
  day.kind === 'jackpot' ? result.jodi : day.session === 'close' ? result.closePana : result.openPana;

/** The value that settles the whole market day: a main market's close pana, a slot's pana, a jackpot's jodi. */
const finalOf = (day: MarketDayRef, result: ExposureView['result']) =>
  day.kind === 'jackpot' ? result.jodi : day.kind === 'main' ? result.closePana : result.openPana;

/** Whether the operator's own value for this session waits for a second operator: they cannot confirm it themselves. */
const waitingMine = (day: MarketDayRef, pending: PendingResult[]) =>
  pending.some((row) => row.mine && !row.disputed && (row.session === '' || row.session === day.session));

function MarketDayDesk({ day }: { day: MarketDayRef }) {
  const text = useConsoleText();
  const grid = useService(ExposureGrid);
  // One live read for the grid and the declared line: both follow every event of the market day.
  const outcome = useLiveOutcome(marketDayPath(day), () => grid.grid$(day));
  // A main market's session in the console's language ("KALYAN open"); a slot by its time.
  const name = day.session ? `${day.market} ${text(`session_${day.session}`)}` : marketDayName(day);
  // The server's record of the day's void: the desk reads as voided, after a reload too.
  const voided = outcome?.ok ? outcome.value.voided : undefined;
  // A main market's void is the whole day's, both sessions: the dialog says so, not "KALYAN open".
  const voidName =
    day.kind === 'main' && outcome?.ok ? text('voidWholeDay', { market: day.market, day: outcome.value.day }) : name;
  return (
    <Stack>
      <Group justify="space-between">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2}>{day.day ? `${name} · ${consoleDate(day.day)}` : name}</Title>
            {voided && <MarketStateBadge state="voided" />}
          </Group>
          {outcome?.ok && <DeclaredLine day={day} result={outcome.value.result} voided={voided} />}
        </Stack>
        <Anchor component={Link} to="/today">
          ← {text('nav_today')}
        </Anchor>
      </Group>
      <Grid key={name}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ExposureGridPanel outcome={outcome} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {voided ? (
            // A voided day takes no declaration, correction or second void: none is offered.
            <VoidedPanel voided={voided} />
          ) : (
            <Stack>
              {outcome?.ok && <PendingPanel day={day} pending={outcome.value.pending ?? []} />}
              {day.day && (
                // A late result: declared for its own day, whose bets alone it settles.
                <Alert color="orange" data-testid="earlier-day-note">
                  {text('earlierDesk', { day: day.day })}
                </Alert>
              )}
              <PreviewPanel
                day={day}
                declared={outcome?.ok ? declaredOf(day, outcome.value.result) : undefined}
                waitingMine={outcome?.ok ? waitingMine(day, outcome.value.pending ?? []) : false}
              />
              <CorrectionPanel day={day} />
              {/* A day with its final result is corrected, never voided: no void to offer. */}
              {!(outcome?.ok && finalOf(day, outcome.value.result)) && (
                <VoidPanel
                  day={day}
                  name={voidName}
                  voidFrom={outcome?.ok ? outcome.value.voidFrom : undefined}
                  voidable={outcome?.ok ? outcome.value.voidable : undefined}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
