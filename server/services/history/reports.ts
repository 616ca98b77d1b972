import { MAX_REPORT_DAYS } from '../../../core/index.js';
import type { Database } from '../../db/database.js';
import { dayOf, nextDay, startOfDay } from '../platform/clock.js';
import type { Clock } from '../platform/clock.js';
import { serverZone } from '../platform/console-format.js';
import { csvTable } from '../platform/csv.js';
import { Refusal } from '../platform/refusal.js';

/** A report's days, inclusive ('YYYY-MM-DD', server time). */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

// What every play report sums, in SQL: the stake of every bid (pending ones too), what the
// settled wins paid (a corrected result has already rewritten its bets), the house's net.
// A voided bid (refunded when its day had no result) counts nowhere.
const PLAY_SUMS = `coalesce(sum(amount), 0)::bigint as "stakesPaise",
  coalesce(sum(payout), 0)::bigint as "payoutsPaise",
  (coalesce(sum(amount), 0) - coalesce(sum(payout), 0))::bigint as "netPaise",
  count(*)::int as bids, count(distinct user_id)::int as players`;

interface PlaySums {
  stakesPaise: number;
  payoutsPaise: number;
  netPaise: number;
  bids: number;
  players: number;
}

type PlayDay = PlaySums & { day: string };
type PlayRowOf<K extends string> = PlayDay & Record<K, string>;

const sums = <T extends PlaySums>(row: T): T => ({
  ...row,
  stakesPaise: Number(row.stakesPaise),
  payoutsPaise: Number(row.payoutsPaise),
  netPaise: Number(row.netPaise),
  bids: Number(row.bids),
  players: Number(row.players),
});

/** Money in a CSV: rupees as a number (12345 paise: 123.45), so a spreadsheet sums it. */
const rupees = (paise: number) => paise / 100;
const PLAY_COLUMNS = ['stakes_rupees', 'payouts_rupees', 'net_rupees', 'bids', 'players'] as const;
const playCells = (row: PlaySums) => ({
  stakes_rupees: rupees(row.stakesPaise),
  payouts_rupees: rupees(row.payoutsPaise),
  net_rupees: rupees(row.netPaise),
  bids: row.bids,
  players: row.players,
});

/**
 * The owner's reports over a range of days, each summed by the database (group by), never by
 * a loop over rows here: play per day and market (with each day's totals), play per game,
 * and the money that came in and went out per day. Each has its CSV.
 */
export class Reports {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The range asked for: both days, one (that day alone), or none (today). */
  range(from: string | undefined, to: string | undefined): ReportRange {
    const today = dayOf(this.clock.now());
    const range = { from: from ?? to ?? today, to: to ?? from ?? today };
    if (range.from > range.to) throw new Refusal('from is after to.');
    const days = Math.round((startOfDay(range.to).getTime() - startOfDay(range.from).getTime()) / DAY_MS) + 1;
    if (days > MAX_REPORT_DAYS) throw new Refusal(`A report covers at most ${MAX_REPORT_DAYS} days.`);
    return range;
  }

  /** Per day and market, per day, and over the range: one scan of the bets, three levels of grouping. */
  async markets(range: ReportRange) {
    const sets = await this.db.query<PlaySums & { day: string | null; market: string | null; level: number }>(
      `select day, market, grouping(day, market)::int as level, ${PLAY_SUMS} from bets where day between $1 and $2 and status <> 'VOIDED'
       group by grouping sets ((day, market), (day), ()) order by day desc, market`,
      [range.from, range.to],
    );
    // level: 0 grouped by day and market, 1 by day alone, 3 the whole range (a row even with no bets).
    const rows = sets.filter((row) => row.level === 0).map(({ level: _, ...row }) => sums(row as PlayRowOf<'market'>));
    const days = sets.filter((row) => row.level === 1).map(({ level: _, market: __, ...row }) => sums(row as PlayDay));
    const { level: _, day: __, market: ___, ...total } = sets.find((row) => row.level === 3)!;
    return { ...range, rows, days, total: sums(total) };
  }

  async games(range: ReportRange) {
    const rows = await this.db.query<PlaySums & { game: string }>(
      `select game, ${PLAY_SUMS} from bets where day between $1 and $2 and status <> 'VOIDED' group by game order by "stakesPaise" desc, game`,
      [range.from, range.to],
    );
    return { ...range, rows: rows.map(sums) };
  }

  /** Deposits approved and withdrawals paid, each on the server-time day it was decided. */
  async funds(range: ReportRange) {
    const rows = await this.db.query<{
      day: string;
      depositsPaise: number;
      deposits: number;
      withdrawalsPaise: number;
      withdrawals: number;
    }>(
      `with decided as (
         select to_char(decided_at at time zone $3, 'YYYY-MM-DD') as day, amount, 'deposit' as kind
           from deposits where status = 'Completed' and decided_at >= $1 and decided_at < $2
         union all
         -- What a withdrawal paid: all of it, or the covered part an owner approved (issue 22).
         select to_char(decided_at at time zone $3, 'YYYY-MM-DD'), coalesce(paid_amount, amount), 'withdrawal'
           from withdrawals where status = 'Completed' and decided_at >= $1 and decided_at < $2
       )
       select day,
         coalesce(sum(amount) filter (where kind = 'deposit'), 0)::bigint as "depositsPaise",
         count(*) filter (where kind = 'deposit')::int as deposits,
         coalesce(sum(amount) filter (where kind = 'withdrawal'), 0)::bigint as "withdrawalsPaise",
         count(*) filter (where kind = 'withdrawal')::int as withdrawals
       from decided group by day order by day desc`,
      [startOfDay(range.from), startOfDay(nextDay(range.to)), serverZone()],
    );
    return {
      ...range,
      rows: rows.map((row) => {
        const depositsPaise = Number(row.depositsPaise);
        const withdrawalsPaise = Number(row.withdrawalsPaise);
        return {
          day: row.day,
          depositsPaise,
          deposits: Number(row.deposits),
          withdrawalsPaise,
          withdrawals: Number(row.withdrawals),
          netPaise: depositsPaise - withdrawalsPaise,
        };
      }),
    };
  }

  async marketsCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.markets(range);
    return csvTable(
      ['day', 'market', ...PLAY_COLUMNS],
      rows.map((row) => ({ day: row.day, market: row.market, ...playCells(row) })),
    );
  }

  async gamesCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.games(range);
    return csvTable(
      ['game', ...PLAY_COLUMNS],
      rows.map((row) => ({ game: row.game, ...playCells(row) })),
    );
  }

  async fundsCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.funds(range);
    return csvTable(
      ['day', 'deposits', 'deposits_rupees', 'withdrawals', 'withdrawals_rupees', 'net_rupees'],
      rows.map((row) => ({
        day: row.day,
        deposits: row.deposits,
        deposits_rupees: rupees(row.depositsPaise),
        withdrawals: row.withdrawals,
        withdrawals_rupees: rupees(row.withdrawalsPaise),
        net_rupees: rupees(row.netPaise),
      })),
    );
  }
}
