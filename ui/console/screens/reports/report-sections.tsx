import { Text } from '@mantine/core';
import type { FundsReport, GamesReport, MarketsReport, ProfitReport, ReportKind } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { FundsTable } from './funds-table.js';
import { ReportCharts } from './lazy-report-charts.js';
import { PlayTable } from './play-table.js';
import { ProfitTable } from './profit-table.js';
import { Section } from './report-section.js';
import { consoleDate } from '../../format/console-dates.js';

/** The reports of one range of days, all loaded at once. */
export interface AllReports {
  markets: MarketsReport;
  games: GamesReport;
  funds: FundsReport;
  profit: ProfitReport;
}

/** Play per day, per market and per game, funds per day, and profit and loss: each with its charts, its table and its own CSV. */
export function ReportSections({ data, csv }: { data: AllReports; csv: (kind: ReportKind) => string | undefined }) {
  const text = useConsoleText();
  const gameName = useGameName();
  return (
    <>
      <Section title={text('playPerDay')} csv={csv('days')}>
        <Text size="xs" c="dimmed">
          {text('playNote')}
        </Text>
        {/* One day is one pair of bars: the per-market picture below says more. */}
        {data.markets.days.length > 1 && <ReportCharts kind="days" markets={data.markets} />}
        <PlayTable
          rows={data.markets.days.map((d) => ({ ...d, id: d.day, first: consoleDate(d.day) }))}
          firstLabel={text('day')}
          total={data.markets.days.length > 0 ? data.markets.total : undefined}
          empty={text('noPlay')}
          label={text('playPerDay')}
        />
      </Section>
      <Section title={text('playPerMarket')} csv={csv('markets')}>
        {data.markets.rows.length > 0 && <ReportCharts kind="markets" markets={data.markets} />}
        <PlayTable
          rows={data.markets.rows.map((r) => ({
            ...r,
            id: `${r.day}|${r.market}|${r.reverses ?? ''}`,
            first: consoleDate(r.day),
            // A void of an earlier day's bets, on the day it was made.
            second: r.reverses ? text('voidOfDay', { market: r.market, day: consoleDate(r.reverses) }) : r.market,
          }))}
          firstLabel={text('day')}
          secondLabel={text('market')}
          empty={text('noPlay')}
          label={text('playPerMarket')}
        />
      </Section>
      <Section title={text('playPerGame')} csv={csv('games')}>
        {data.games.rows.length > 0 && (
          <ReportCharts
            kind="games"
            games={{ ...data.games, rows: data.games.rows.map((g) => ({ ...g, game: gameName(g.game) })) }}
          />
        )}
        <PlayTable
          rows={data.games.rows.map((g) => ({ ...g, id: g.game, first: gameName(g.game) }))}
          firstLabel={text('game')}
          empty={text('noPlay')}
          label={text('playPerGame')}
        />
      </Section>
      <Section title={text('fundsPerDay')} csv={csv('funds')}>
        {data.funds.rows.length > 0 && <ReportCharts kind="funds" funds={data.funds} />}
        <FundsTable report={data.funds} />
      </Section>
      <Section title={text('profitAndLoss')} csv={csv('profit')}>
        <ProfitTable report={data.profit} />
      </Section>
    </>
  );
}
