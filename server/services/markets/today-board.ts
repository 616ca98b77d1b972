import { acceptsBid, addDays, drawAcceptsBids, type MarketKind } from 'matka-core/player';
import type { Database } from '../../db/database.js';
import { stamp } from '../platform/clock.js';
import { closureDetailsOn, type Closure } from './market-closures.js';
import type { MarketRow, ResultRow } from './market-rows.js';
import type { Markets } from './markets.js';

/**
 * Where a market day stands: taking bets, past its open and taking close bets, past its last
 * draw, declared, voided, or closed all day by a holiday or its weekly off-day (no draw to declare).
 */
export type MarketState = 'open' | 'running-for-close' | 'closed' | 'declared' | 'voided' | 'holiday' | 'off-day';

interface SessionFigures {
  session: 'open' | 'close' | '';
  bids: number;
  stakePaise: number;
  payoutPaise: number;
}

/**
 * GET /results/today: every market day of today (a main market, a starline slot, a
 * jackpot market) with its state, its bids and stakes per session, and the house's result
 * so far: the stakes taken less the payouts made (voided bets count for neither).
 * An inactive market's day is on it too while it has unsettled bets (`active: false`), so
 * they stay in sight, and its desk in reach, until they are settled or voided; each row
 * says what is unsettled, and a voided day by whom and what it refunded. `earlier` lists every
 * market day before today that still has pending bets (oldest first), so none is forgotten.
 */
export async function todayBoard(db: Database, markets: Markets) {
  const day = markets.today();
  // A night market (its close after midnight) is still in yesterday's session until its close:
  // the board reads both days and gives each row its market day.
  const yesterday = addDays(day, -1);
  const [days, results, figures, voids, closuresToday, closuresYesterday, pending, earlier] = await Promise.all([
    db.query<MarketRow & { timing: string; active: boolean }>(
      `select m.name, m.kind, m.open_time, m.close_time, coalesce(s.timing, '') as timing, m.active
       from markets m left join starline_slots s on s.market = m.name and m.kind = 'starline'
       where (m.kind <> 'starline' or s.timing is not null)
         and (m.active or exists (select 1 from bets b where b.market = m.name and b.day = $1
                                  and b.timing = coalesce(s.timing, '') and b.status = 'PENDING'))
       order by case m.kind when 'main' then 0 when 'starline' then 1 else 2 end, coalesce(s.timing, m.close_time), m.name`,
      [day],
    ),
    db.query<ResultRow>('select market, day, timing, open_pana, close_pana, jodi from results where day in ($1, $2)', [
      day,
      yesterday,
    ]),
    db.query<{
      market: string;
      day: string;
      timing: string;
      part: 'open' | 'close' | '';
      bids: number;
      stake: string;
      payout: string;
    }>(
      `select b.market, b.day, b.timing,
              case when m.kind <> 'main' then '' when b.session = 'OPEN' then 'open' else 'close' end as part,
              count(*)::int as bids, sum(b.amount)::bigint as stake, sum(b.payout)::bigint as payout
       from bets b join markets m on m.name = b.market
       where b.day in ($1, $2) and b.status <> 'VOIDED' group by 1, 2, 3, 4`,
      [day, yesterday],
    ),
    db.query<{
      market: string;
      day: string;
      timing: string;
      voided_by: string;
      voided_at: Date;
      refunded_bets: number;
      refunded_paise: string;
    }>(
      'select market, day, timing, voided_by, voided_at, refunded_bets, refunded_paise from market_voids where day in ($1, $2)',
      [day, yesterday],
    ),
    closureDetailsOn(db, day),
    closureDetailsOn(db, yesterday),
    db.query<{ market: string; day: string; timing: string; bets: number; stake: string }>(
      `select market, day, timing, count(*)::int as bets, sum(amount)::bigint as stake from bets
       where day in ($1, $2) and status = 'PENDING' group by 1, 2, 3`,
      [day, yesterday],
    ),
    // Earlier market days whose bets still wait: never declared (forgotten, or the market made
    // inactive) nor voided. Gone from today's rows, they are listed apart, oldest first.
    db.query<{ market: string; kind: MarketKind; day: string; timing: string; bets: number; stake: string }>(
      `select b.market, m.kind, b.day, b.timing, count(*)::int as bets, sum(b.amount)::bigint as stake
       from bets b join markets m on m.name = b.market
       where b.status = 'PENDING' and b.day < $1
       group by b.market, m.kind, b.day, b.timing
       order by b.day, b.market, b.timing`,
      [day],
    ),
  ]);
  const key = (market: string, onDay: string, timing: string) => `${market}|${onDay}|${timing}`;
  const resultOf = new Map(results.map((r) => [key(r.market, r.day, r.timing), r]));
  const voidOf = new Map(voids.map((v) => [key(v.market, v.day, v.timing), v]));
  const pendingOf = new Map(pending.map((p) => [key(p.market, p.day, p.timing), p]));
  // Each market's day now: today's, or a night market's session of yesterday until its close.
  const moments = new Map(days.map((row) => [row.name, markets.momentOf(row)]));
  const rows = days.map((row) => {
    const { day: rowDay, minutes: now } = moments.get(row.name)!;
    const closures = rowDay === day ? closuresToday : closuresYesterday;
    const result = resultOf.get(key(row.name, rowDay, row.timing));
    const sessions: SessionFigures[] = (row.kind === 'main' ? (['open', 'close'] as const) : ['' as const]).map(
      (session) => {
        const found = figures.find(
          (f) => f.market === row.name && f.day === rowDay && f.timing === row.timing && f.part === session,
        );
        return {
          session,
          bids: found?.bids ?? 0,
          stakePaise: Number(found?.stake ?? 0),
          payoutPaise: Number(found?.payout ?? 0),
        };
      },
    );
    const stakePaise = sessions.reduce((sum, s) => sum + s.stakePaise, 0);
    const payoutPaise = sessions.reduce((sum, s) => sum + s.payoutPaise, 0);
    const voided = voidOf.get(key(row.name, rowDay, row.timing));
    const unsettled = pendingOf.get(key(row.name, rowDay, row.timing));
    return {
      market: row.name,
      kind: row.kind,
      timing: row.timing,
      // A night market still in the session it opened yesterday: its day, for its desk and its figures.
      ...(rowDay === day ? {} : { day: rowDay }),
      openTime: row.kind === 'main' ? row.open_time : '',
      closeTime: row.kind === 'starline' ? row.timing : row.close_time,
      // False for a market made inactive while it still has unsettled bets today.
      active: row.active,
      // The day's bets still waiting for a result or a void.
      unsettled: { bets: Number(unsettled?.bets ?? 0), stakePaise: Number(unsettled?.stake ?? 0) },
      // A voided day: by whom, when, and what went back.
      voided: voided
        ? {
            by: voided.voided_by,
            at: stamp(voided.voided_at),
            refundedBets: Number(voided.refunded_bets),
            refundedPaise: Number(voided.refunded_paise),
          }
        : null,
      state: voided ? ('voided' as const) : stateOf(markets, row, result, now, closures.get(row.name)),
      // A holiday's reason, or the weekly off-day; null on a working day.
      closedReason: closures.get(row.name)?.reason ?? null,
      result: {
        openPana: result?.open_pana ?? null,
        closePana: result?.close_pana ?? null,
        jodi: result?.jodi ?? null,
      },
      sessions,
      bids: sessions.reduce((sum, s) => sum + s.bids, 0),
      stakePaise,
      payoutPaise,
      netPaise: stakePaise - payoutPaise,
    };
  });
  const ofToday = rows.filter((row) => !('day' in row));
  return {
    day,
    rows,
    // An earlier day's late result is declared on its desk, or the day voided. A night market's
    // session of yesterday still running is its row above, not an earlier day.
    earlier: earlier
      .filter((e) => e.day < (moments.get(e.market)?.day ?? day))
      .map((e) => ({
        market: e.market,
        kind: e.kind,
        day: e.day,
        timing: e.timing,
        unsettled: { bets: Number(e.bets), stakePaise: Number(e.stake) },
      })),
    // The board's day alone: a night market's session of yesterday is that day's, on its own row.
    totals: {
      bids: ofToday.reduce((sum, r) => sum + r.bids, 0),
      stakePaise: ofToday.reduce((sum, r) => sum + r.stakePaise, 0),
      payoutPaise: ofToday.reduce((sum, r) => sum + r.payoutPaise, 0),
      netPaise: ofToday.reduce((sum, r) => sum + r.netPaise, 0),
    },
  };
}

function stateOf(
  markets: Markets,
  row: MarketRow & { timing: string },
  result: ResultRow | undefined,
  now: number,
  closure: Closure | undefined,
): MarketState {
  const kind: MarketKind = row.kind;
  // A result declared before a holiday was added stays declared (and correctable).
  if (closure && !(result?.open_pana || result?.close_pana || result?.jodi)) return closure.kind;
  if (kind === 'main') {
    if (result?.close_pana) return 'declared';
    const day = markets.marketDay(row, result);
    if (acceptsBid(day, 'single', 'OPEN', now)) return 'open';
    return acceptsBid(day, 'single', 'CLOSE', now) ? 'running-for-close' : 'closed';
  }
  const declared = kind === 'jackpot' ? result?.jodi : result?.open_pana;
  if (declared) return 'declared';
  return drawAcceptsBids(markets.draw(kind === 'starline' ? row.timing : row.close_time, declared), now)
    ? 'open'
    : 'closed';
}
