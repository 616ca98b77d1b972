import { englishGameName, GAMES, isSessionless } from 'matka-core';
import { MAX_REPORT_DAYS } from 'matka-core/console';
import type { Database } from '../../db/database.js';
import { dayOf, nextDay, startOfDay } from '../platform/clock.js';
import type { Clock } from '../platform/clock.js';
import { serverZone } from '../platform/console-format.js';
import { csvRupees, csvTable } from '../platform/csv.js';
import { Refusal } from '../platform/refusal.js';
import type { LedgerKind } from '../wallet/ledger.js';
import { FUNDS_COLUMNS, fundsColumnOf, type FundsColumn } from './ledger-columns.js';
import type { WinnerAnswer } from '../../../contract/console/reports.js';

/** A report's days, inclusive ('YYYY-MM-DD', server time). */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

// What every play report sums: the stake of every bid (pending ones too), what the settled wins
// paid (a corrected result has already rewritten its bets), the house's net. A voided bid
// (refunded when its day had no result) counts nowhere. Read from the daily rollups
// (play-rollups.ts), never from the bets: a report's cost follows its days, markets and games,
// not how many bids they took.
const ROLLUP_SUMS = `coalesce(sum(stakes), 0)::bigint as "stakesPaise",
  coalesce(sum(payouts), 0)::bigint as "payoutsPaise",
  (coalesce(sum(stakes), 0) - coalesce(sum(payouts), 0))::bigint as "netPaise",
  coalesce(sum(bids), 0)::int as bids`;

/**
 * A closed day's play stays as it was shown. A void of a market day's bets made on a later day
 * (in the market's zone: a forgotten result voided the next morning, a night market's day
 * voided after midnight) leaves those bets on their own day, and appears as an adjustment on
 * the day of the void: its stakes and bids negative, naming the day it reverses. A void made
 * on the bets' own day takes them out of it (they count nowhere), as that day is still open.
 * The CTE reads the voided bets of the range's voids ($1, $2 the range, $3 the zone): a void
 * is rare, and the join follows the bets' own (market, day, timing) index.
 */
const VOIDED_LATER = `voided_later as (
  select b.day, b.market, b.game, b.user_id, b.amount, to_char(v.voided_at at time zone $3, 'YYYY-MM-DD') as voided_on
  from market_voids v
  join bets b on b.market = v.market and b.day = v.day and b.timing = v.timing and b.status = 'VOIDED'
  where to_char(v.voided_at at time zone $3, 'YYYY-MM-DD') > v.day
    and (v.day between $1 and $2 or to_char(v.voided_at at time zone $3, 'YYYY-MM-DD') between $1 and $2))`;

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

const PLAY_COLUMNS = ['stakes_rupees', 'payouts_rupees', 'net_rupees', 'bids', 'players'] as const;
const playCells = (row: PlaySums) => ({
  stakes_rupees: csvRupees(row.stakesPaise),
  payouts_rupees: csvRupees(row.payoutsPaise),
  net_rupees: csvRupees(row.netPaise),
  bids: row.bids,
  players: row.players,
});

/**
 * The owner's reports over a range of days, each summed by the database (group by), never by
 * a loop over rows here: play per day and market (with each day's totals), play per game,
 * the players' wallets per day by ledger kind (funds), the house's profit and loss, and the
 * winners of one result. Each has its CSV; money in CSV is rupees with paise (`1234.50`) in
 * columns named `…_rupees`.
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

  /**
   * Per day and market, per day, and over the range: the rollup's cells of the range summed at
   * three levels of grouping; the players of a day and market and of a day from their own
   * rollup, those of the whole range from the days each player played.
   */
  async markets(range: ReportRange) {
    const sets = await this.db.query<
      PlaySums & { day: string | null; market: string | null; reverses: string | null; level: number }
    >(
      `with ${VOIDED_LATER},
       played as (
         select day, market, '' as reverses, stakes, payouts, bids from play_rollup where day between $1 and $2
         union all
         select day, market, '', amount, 0, 1 from voided_later where day between $1 and $2
         union all
         select voided_on, market, day, -amount, 0, -1 from voided_later where voided_on between $1 and $2),
       cells as (
         select day, market, reverses, ${ROLLUP_SUMS} from played
         group by day, market, reverses having sum(bids) <> 0),
       sets as (
         select day, market, reverses, grouping(day, market, reverses)::int as level,
           sum("stakesPaise")::bigint as "stakesPaise", sum("payoutsPaise")::bigint as "payoutsPaise",
           sum("netPaise")::bigint as "netPaise", sum(bids)::int as bids
         from cells group by grouping sets ((day, market, reverses), (day), ())),
       players as (
         select day, market, sum(players)::int as players from play_rollup_players where day between $1 and $2 group by day, market)
       select s.*, case when coalesce(s.reverses, '') = '' then coalesce(p.players, 0) else 0 end::int as players
       from sets s left join players p on p.day = s.day and p.market = coalesce(s.market, '')
       order by s.day desc, s.market, s.reverses`,
      [range.from, range.to, serverZone()],
    );
    // level: 0 grouped by day, market and the day a void reverses; 3 by day alone; 7 the whole range (a row even with no bets).
    const rows = sets
      .filter((row) => row.level === 0)
      .map(({ level: _, reverses, ...row }) => ({
        ...sums(row as PlayRowOf<'market'>),
        // A void of an earlier day's bets, on the day it was made: the day whose play it takes back.
        ...(reverses ? { reverses } : {}),
      }));
    const days = sets
      .filter((row) => row.level === 3)
      .map(({ level: _, market: __, reverses: ___, ...row }) => sums(row as PlayDay));
    const { level: _, day: __, market: ___, reverses: ____, ...total } = sets.find((row) => row.level === 7)!;
    // Over no bids at all the range's sums are null: sums() reads them as 0.
    const players = (await this.playersOver(range, 'in all')).get('') ?? 0;
    // The players of a closed day's bets voided later, who count on that day as they did.
    const voided = await this.voidedLaterPlayers(range);
    const more = (key: string) => voided.get(key) ?? 0;
    return {
      ...range,
      rows: rows.map((row) =>
        row.reverses ? row : { ...row, players: row.players + more(`${row.day}|${row.market}`) },
      ),
      days: days.map((day) => ({ ...day, players: day.players + more(`${day.day}|`) })),
      total: sums({ ...total, players: players + more('|') }),
    };
  }

  async games(range: ReportRange) {
    // As the markets report: a closed day's voided bets count on their day, their void on its own day.
    const rows = await this.db.query<PlaySums & { game: string }>(
      `with ${VOIDED_LATER},
       played as (
         select game, stakes, payouts, bids from play_rollup where day between $1 and $2
         union all
         select game, amount, 0, 1 from voided_later where day between $1 and $2
         union all
         select game, -amount, 0, -1 from voided_later where voided_on between $1 and $2)
       select game, ${ROLLUP_SUMS} from played
       group by game having sum(bids) <> 0 order by "stakesPaise" desc, game`,
      [range.from, range.to, serverZone()],
    );
    const players = await this.playersOver(range, 'per game');
    const voided = await this.voidedLaterPlayers(range);
    return {
      ...range,
      rows: rows.map((row) =>
        sums({ ...row, players: (players.get(row.game) ?? 0) + (voided.get(`game|${row.game}`) ?? 0) }),
      ),
    };
  }

  /**
   * The players whose bets of a closed day in the range were voided later and who have no bet
   * standing where they are counted (that day and market, that day, that game over the range,
   * the range): the rollups of players leave voided bets out. Keys: 'day|market', 'day|',
   * 'game|game', '|'. A void is rare: this reads the voided bets alone.
   */
  private async voidedLaterPlayers(range: ReportRange): Promise<Map<string, number>> {
    const standing = (where: string) =>
      `not exists (select 1 from bets b where b.user_id = v.user_id and b.status <> 'VOIDED' and ${where})`;
    const rows = await this.db.query<{ key: string; players: number }>(
      `with ${VOIDED_LATER},
       voided as (select * from voided_later where day between $1 and $2)
       select day || '|' || market as key, count(distinct user_id)::int as players from voided v
         where ${standing('b.day = v.day and b.market = v.market')} group by day, market
       union all
       select day || '|', count(distinct user_id)::int from voided v where ${standing('b.day = v.day')} group by day
       union all
       select 'game|' || game, count(distinct user_id)::int from voided v
         where ${standing('b.game = v.game and b.day between $1 and $2')} group by game
       union all
       select '|', count(distinct user_id)::int from voided v where ${standing('b.day between $1 and $2')}`,
      [range.from, range.to, serverZone()],
    );
    return new Map(rows.map((row) => [row.key, Number(row.players)]));
  }

  /**
   * The players who had a counting bid in the range, in all (game '') or per game: a row per
   * player (and game) with a bit per day played, so a scan of players, not of bids.
   */
  private async playersOver(range: ReportRange, counted: 'in all' | 'per game'): Promise<Map<string, number>> {
    const rows = await this.db.query<{ game: string; players: number }>(
      `select game, count(*)::int as players from player_play_days
       where ${counted === 'in all' ? "game = ''" : "game <> ''"} and first_day <= $2::date and last_day >= $1::date
         and position(B'1' in substring(days from greatest($1::date, first_day) - first_day + 1
                                        for least($2::date, last_day) - greatest($1::date, first_day) + 1)) > 0
       group by game`,
      [range.from, range.to],
    );
    return new Map(rows.map((row) => [row.game, Number(row.players)]));
  }

  /**
   * The players' wallets per day, every ledger row in one column (ledger-columns.ts): deposits,
   * withdrawals, bonuses, adjustments, refunds, transfers, play and debt, each the sum of what
   * its rows moved (main and bonus; + into the wallets, − out of them); `walletsPaise` every
   * column together. Beside them the bank's side: the withdrawals asked for that day (`asked`,
   * `askedPaise`: what the requests held, positive) and those paid that day (`paidOut`,
   * `paidOutPaise`: completed withdrawals by the day they were approved, what each paid), and
   * `cashInPaise`, deposits less what was paid out: what the bank statement shows moved.
   */
  async funds(range: ReportRange) {
    const kinds = await this.ledgerByDayAndKind(range);
    const days = new Map<string, FundsDay>();
    for (const row of kinds) {
      const day = days.get(row.day) ?? emptyFundsDay(row.day);
      day[`${fundsColumnOf(row.kind)}Paise`] += row.paise;
      if (row.kind === 'deposit') day.deposits += row.rows;
      if (row.kind === 'withdraw_request') {
        day.withdrawals += row.rows;
        day.askedPaise -= row.paise;
      }
      days.set(row.day, day);
    }
    for (const paid of await this.paidOutByDay(range)) {
      const day = days.get(paid.day) ?? emptyFundsDay(paid.day);
      day.paidOut += paid.count;
      day.paidOutPaise += paid.paise;
      days.set(paid.day, day);
    }
    const rows = [...days.values()]
      .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
      .map((day) => ({
        ...day,
        cashInPaise: day.depositsPaise - day.paidOutPaise,
        walletsPaise: FUNDS_COLUMNS.reduce((sum, column) => sum + day[`${column}Paise`], 0),
      }));
    return { ...range, rows };
  }

  /**
   * The withdrawals completed on each day of the range (the day of their approval, in the
   * market's zone): how many, and what they paid (all, or the covered part an owner approved).
   */
  private async paidOutByDay(range: ReportRange) {
    const rows = await this.db.query<{ day: string; count: number; paise: number }>(
      `select to_char(decided_at at time zone $3, 'YYYY-MM-DD') as day, count(*)::int as count,
         coalesce(sum(coalesce(paid_amount, amount)), 0)::bigint as paise
       from withdrawals where status = 'Completed' and decided_at >= $1 and decided_at < $2
       group by 1`,
      [startOfDay(range.from), startOfDay(nextDay(range.to)), serverZone()],
    );
    return rows.map((row) => ({ day: row.day, count: Number(row.count), paise: Number(row.paise) }));
  }

  /**
   * The house's profit and loss per day (the day the money moved, in the market's zone) and
   * over the range, from the ledger: stakes taken, payouts (wins less the wins a correction
   * took back), bonuses given, adjustments (an owner's credits less debits) and refunds of
   * voided days. Net for the house: stakes less all the others.
   */
  async profitAndLoss(range: ReportRange) {
    const kinds = await this.ledgerByDayAndKind(range);
    const days = new Map<string, ProfitSums & { day: string }>();
    for (const row of kinds) {
      const line = PROFIT_LINE_OF[row.kind as LedgerKind];
      if (!line) continue;
      const day = days.get(row.day) ?? { day: row.day, ...emptyProfit() };
      day[line.sum] += line.sign * row.paise;
      days.set(row.day, day);
    }
    const rows = [...days.values()].map(withNet);
    const total = withNet(
      rows.reduce((sum, row) => {
        for (const key of PROFIT_SUMS) sum[key] += row[key];
        return sum;
      }, emptyProfit()),
    );
    return { ...range, rows, total };
  }

  /**
   * Who won one result: a market's day (and slot, for starline), one session of a main market
   * or all of it; each winning player once with their winning bids, the stakes of those bids and
   * what they paid (after any correction: a reversed win is no longer a win).
   */
  async winners(query: WinnersQuery) {
    const day = query.day ?? dayOf(this.clock.now());
    const session = query.session?.toLowerCase() ?? '';
    if (session !== '' && session !== 'open' && session !== 'close')
      throw new Refusal('session must be "open" or "close" (or none: the whole day).');
    const [market] = await this.db.query<{ name: string }>('select name from markets where name = $1', [query.market]);
    if (!market) throw new Refusal(`No market ${query.market}.`);
    const timing = query.timing ?? '';
    const rows = await this.db.query<Winner>(
      `select u.id::int as "playerId", u.name, u.mobile, count(*)::int as bids,
         sum(b.amount)::bigint as "stakesPaise", sum(b.payout)::bigint as "payoutsPaise"
       from bets b join users u on u.id = b.user_id
       where b.market = $1 and b.day = $2 and b.timing = $3 and b.status = 'WON'
         -- The session that decides a bid (core's decidedBy): an OPEN bid of a game with sessions, else the close.
         and ($4::text = '' or $4::text = case when b.session = 'OPEN' and b.game <> all($5::text[]) then 'open' else 'close' end)
       group by u.id order by "payoutsPaise" desc, u.id`,
      [market.name, day, timing, session, SESSIONLESS_GAMES],
    );
    const winners = rows.map((row) => ({
      ...row,
      bids: Number(row.bids),
      stakesPaise: Number(row.stakesPaise),
      payoutsPaise: Number(row.payoutsPaise),
    }));
    const total = winners.reduce(
      (sum, row) => ({
        bids: sum.bids + row.bids,
        stakesPaise: sum.stakesPaise + row.stakesPaise,
        payoutsPaise: sum.payoutsPaise + row.payoutsPaise,
      }),
      { bids: 0, stakesPaise: 0, payoutsPaise: 0 },
    );
    return { market: market.name, day, timing, session, rows: winners, total };
  }

  /**
   * Every ledger row of the range summed per day (in the market's zone) and kind, from the
   * ledger's rollup per quarter hour (migration 026): a zone's day is whole quarter hours.
   */
  private async ledgerByDayAndKind(range: ReportRange) {
    const rows = await this.db.query<{ day: string; kind: string; paise: number; rowCount: number }>(
      `select to_char(at at time zone $3, 'YYYY-MM-DD') as day, kind,
         coalesce(sum(paise), 0)::bigint as paise, coalesce(sum(rows), 0)::int as "rowCount"
       from ledger_rollup where at >= $1 and at < $2
       group by 1, kind having sum(rows) <> 0 order by 1 desc, kind`,
      [startOfDay(range.from), startOfDay(nextDay(range.to)), serverZone()],
    );
    return rows.map((row) => ({ day: row.day, kind: row.kind, paise: Number(row.paise), rows: Number(row.rowCount) }));
  }

  /** Play per day: the days of the markets report, one line each. */
  async daysCsv(range: ReportRange): Promise<string> {
    const { days } = await this.markets(range);
    return csvTable(
      ['day', ...PLAY_COLUMNS],
      days.map((row) => ({ day: row.day, ...playCells(row) })),
    );
  }

  async marketsCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.markets(range);
    return csvTable(
      ['day', 'market', 'reverses_day', ...PLAY_COLUMNS],
      rows.map((row) => ({ day: row.day, market: row.market, reverses_day: row.reverses ?? '', ...playCells(row) })),
    );
  }

  /** Per game, each named as the console names it (core's English game names), not by its code. */
  async gamesCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.games(range);
    return csvTable(
      ['game', ...PLAY_COLUMNS],
      rows.map((row) => ({ game: englishGameName(row.game), ...playCells(row) })),
    );
  }

  async fundsCsv(range: ReportRange): Promise<string> {
    const { rows } = await this.funds(range);
    return csvTable(
      [
        'day',
        'deposits',
        'deposits_rupees',
        'withdrawal_requests',
        'asked_rupees',
        'paid_out',
        'paid_out_rupees',
        'withdrawals_rupees',
        'cash_in_rupees',
        'bonuses_rupees',
        'adjustments_rupees',
        'refunds_rupees',
        'transfers_rupees',
        'play_rupees',
        'debt_rupees',
        'wallets_rupees',
      ],
      rows.map((row) => ({
        day: row.day,
        deposits: row.deposits,
        deposits_rupees: csvRupees(row.depositsPaise),
        withdrawal_requests: row.withdrawals,
        asked_rupees: csvRupees(row.askedPaise),
        paid_out: row.paidOut,
        paid_out_rupees: csvRupees(row.paidOutPaise),
        withdrawals_rupees: csvRupees(row.withdrawalsPaise),
        cash_in_rupees: csvRupees(row.cashInPaise),
        bonuses_rupees: csvRupees(row.bonusesPaise),
        adjustments_rupees: csvRupees(row.adjustmentsPaise),
        refunds_rupees: csvRupees(row.refundsPaise),
        transfers_rupees: csvRupees(row.transfersPaise),
        play_rupees: csvRupees(row.playPaise),
        debt_rupees: csvRupees(row.debtPaise),
        wallets_rupees: csvRupees(row.walletsPaise),
      })),
    );
  }

  /** The profit and loss per day, then a total line over the range. */
  async profitCsv(range: ReportRange): Promise<string> {
    const { rows, total } = await this.profitAndLoss(range);
    const cells = (day: string, row: ProfitSums & { netPaise: number }) => ({
      day,
      stakes_rupees: csvRupees(row.stakesPaise),
      payouts_rupees: csvRupees(row.payoutsPaise),
      bonuses_rupees: csvRupees(row.bonusesPaise),
      adjustments_rupees: csvRupees(row.adjustmentsPaise),
      refunds_rupees: csvRupees(row.refundsPaise),
      net_rupees: csvRupees(row.netPaise),
    });
    return csvTable(
      [
        'day',
        'stakes_rupees',
        'payouts_rupees',
        'bonuses_rupees',
        'adjustments_rupees',
        'refunds_rupees',
        'net_rupees',
      ],
      [...rows.map((row) => cells(row.day, row)), cells('total', total)],
    );
  }

  async winnersCsv(query: WinnersQuery): Promise<{ csv: string; name: string }> {
    const answer = await this.winners(query);
    const csv = csvTable(
      ['market', 'day', 'session', 'player_id', 'name', 'mobile', 'bids', 'stakes_rupees', 'payouts_rupees'],
      answer.rows.map((row) => ({
        market: answer.market,
        day: answer.day,
        session: answer.timing || answer.session || 'all',
        player_id: row.playerId,
        name: row.name,
        mobile: row.mobile,
        bids: row.bids,
        stakes_rupees: csvRupees(row.stakesPaise),
        payouts_rupees: csvRupees(row.payoutsPaise),
      })),
    );
    const part = answer.timing || answer.session;
    const name = `winners-${answer.market}-${answer.day}${part ? `-${part}` : ''}`;
    return { csv, name: name.replace(/[^A-Za-z0-9-]+/g, '-') };
  }
}

/** One result's winners: the market, its day (today when absent), a main market's session, a starline slot. */
export interface WinnersQuery {
  market: string;
  day?: string | undefined;
  session?: string | undefined;
  timing?: string | undefined;
}

/** A winner's row as the database gives it (pg's bigint sums may come as strings of digits). */
type Winner = WinnerAnswer;

const SESSIONLESS_GAMES = GAMES.filter(isSessionless);

type FundsDay = {
  day: string;
  deposits: number;
  withdrawals: number;
  askedPaise: number;
  paidOut: number;
  paidOutPaise: number;
} & Record<`${FundsColumn}Paise`, number>;
const emptyFundsDay = (day: string): FundsDay => ({
  day,
  deposits: 0,
  withdrawals: 0,
  askedPaise: 0,
  paidOut: 0,
  paidOutPaise: 0,
  ...(Object.fromEntries(FUNDS_COLUMNS.map((column) => [`${column}Paise`, 0])) as Record<
    `${FundsColumn}Paise`,
    number
  >),
});

const PROFIT_SUMS = ['stakesPaise', 'payoutsPaise', 'bonusesPaise', 'adjustmentsPaise', 'refundsPaise'] as const;
type ProfitSums = Record<(typeof PROFIT_SUMS)[number], number>;
const emptyProfit = (): ProfitSums => ({
  stakesPaise: 0,
  payoutsPaise: 0,
  bonusesPaise: 0,
  adjustmentsPaise: 0,
  refundsPaise: 0,
});

/**
 * The ledger kinds the profit and loss reads, each into one line with the sign that makes it
 * a positive amount as the house reads it (a stake row takes from the wallet: the house's +).
 * Deposits, withdrawals, transfers and debt are the players' own money moving: not profit.
 */
const PROFIT_LINE_OF: Partial<Record<LedgerKind, { sum: keyof ProfitSums; sign: 1 | -1 }>> = {
  bet: { sum: 'stakesPaise', sign: -1 },
  win: { sum: 'payoutsPaise', sign: 1 },
  win_reversed: { sum: 'payoutsPaise', sign: 1 },
  bonus: { sum: 'bonusesPaise', sign: 1 },
  adjustment: { sum: 'adjustmentsPaise', sign: 1 },
  refund: { sum: 'refundsPaise', sign: 1 },
};

const withNet = <T extends ProfitSums>(row: T) => ({
  ...row,
  netPaise: row.stakesPaise - row.payoutsPaise - row.bonusesPaise - row.adjustmentsPaise - row.refundsPaise,
});
