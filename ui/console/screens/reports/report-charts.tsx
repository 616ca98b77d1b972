import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { indianRupees } from 'matka-core/player';
import { type FundsReport, type GamesReport, type MarketsReport } from 'matka-core/console';
import { consoleDate } from '../../format/console-dates.js';

// The reports' pictures, in a chunk of their own (recharts is large): the reports screen loads
// it only once it has data to draw, so the console's entry and the tables come without it.

const rupees = (paise: number) => paise / 100;
const money = (value: number) => indianRupees(Math.round(value * 100));

export interface ReportChartsProps {
  kind: 'days' | 'markets' | 'games' | 'funds';
  markets?: MarketsReport | undefined;
  games?: GamesReport | undefined;
  funds?: FundsReport | undefined;
  labels: Record<'stakes' | 'payouts' | 'deposits' | 'withdrawals', string>;
}

/** Stakes against payouts per day or per market (the range's sums), per game, or money in and out per day. */
export default function ReportCharts({ kind, markets, games, funds, labels }: ReportChartsProps) {
  if ((kind === 'days' || kind === 'markets') && markets) {
    const data =
      kind === 'days'
        ? [...markets.days]
            .reverse()
            .map((d) => ({ key: consoleDate(d.day), stakes: rupees(d.stakesPaise), payouts: rupees(d.payoutsPaise) }))
        : perMarket(markets);
    return (
      <BarChart h={240} data={data} dataKey="key" valueFormatter={money} withLegend series={stakesAndPayouts(labels)} />
    );
  }
  if (kind === 'games' && games) {
    const data = games.rows.map((g) => ({
      game: g.game,
      stakes: rupees(g.stakesPaise),
      payouts: rupees(g.payoutsPaise),
    }));
    return (
      <BarChart
        h={Math.max(160, 36 * data.length + 60)}
        data={data}
        dataKey="game"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        valueFormatter={money}
        withLegend
        series={stakesAndPayouts(labels)}
      />
    );
  }
  if (kind === 'funds' && funds) {
    const data = [...funds.rows].reverse().map((d) => ({
      day: consoleDate(d.day),
      deposits: rupees(d.depositsPaise),
      // The bank's side: what was paid out that day, the money that left.
      withdrawals: rupees(d.paidOutPaise),
    }));
    return (
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        valueFormatter={money}
        withLegend
        series={[
          { name: 'deposits', label: labels.deposits, color: 'teal.6' },
          { name: 'withdrawals', label: labels.withdrawals, color: 'red.6' },
        ]}
      />
    );
  }
  return null;
}

/** Play's two bars, in the same colours on every chart. */
function stakesAndPayouts(labels: ReportChartsProps['labels']) {
  return [
    { name: 'stakes', label: labels.stakes, color: 'indigo.6' },
    { name: 'payouts', label: labels.payouts, color: 'orange.6' },
  ];
}

/** Each market's stakes and payouts over the whole range (the table lists them day by day). */
function perMarket(markets: MarketsReport) {
  const sums = new Map<string, { key: string; stakes: number; payouts: number }>();
  for (const row of markets.rows) {
    const sum = sums.get(row.market) ?? { key: row.market, stakes: 0, payouts: 0 };
    sum.stakes += rupees(row.stakesPaise);
    sum.payouts += rupees(row.payoutsPaise);
    sums.set(row.market, sum);
  }
  return [...sums.values()];
}
