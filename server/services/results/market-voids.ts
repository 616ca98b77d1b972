import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import { stamp } from '../platform/clock.js';
import { Conflict } from '../platform/console-refusals.js';
import { counted } from '../platform/english.js';
import { apply, type WalletTotals } from '../wallet/ledger.js';
import { publishMarketChange } from '../markets/market-events.js';
import { lockMarketDay, type MarketDay } from '../markets/market-day.js';
import type { Markets } from '../markets/markets.js';
import { Refusal } from '../platform/refusal.js';
import { DEFAULT_CONFIG, type Settings } from '../platform/settings.js';
import { appendResultLog, betsClosedAt, logSession } from './result-log.js';
import { refuseIfPending } from './two-person-results.js';

/** Hours after a market day's last draw (a main market's close, a slot, a jackpot's close) before it may be voided. */
export const VOID_AFTER_HOURS_KEY = 'void_after_hours';
export const DEFAULT_VOID_AFTER_HOURS = Number(DEFAULT_CONFIG[VOID_AFTER_HOURS_KEY]);

/**
 * The moment a market day may be voided from: its last draw (`drawMinutes` from the day's start:
 * a night market's close after midnight is past 24:00) plus the setting's hours, as 'YYYY-MM-DD HH:MM'.
 */
export function voidDeadline(day: string, drawMinutes: number, hours: number): { at: string; minute: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const minute = Date.UTC(y, m - 1, d) / 60_000 + drawMinutes + Math.round(hours * 60);
  const at = new Date(minute * 60_000).toISOString();
  return { at: `${at.slice(0, 10)} ${at.slice(11, 16)}`, minute };
}

/** A market day's last draw: a starline slot's time, else the market's close time. */
const lastDrawOf = (day: MarketDay) => (day.market.kind === 'starline' ? day.timing : day.market.close_time);

/** A voided market day as the desk reads it: by whom, when (market time), and what went back. */
export interface VoidRecord {
  by: string;
  at: string;
  refundedBets: number;
  refundedPaise: number;
}

/** The void of a market day, or null: the desk reads it with the day, so a voided day reads as voided after a reload. */
export async function voidRecordOf(db: Sql, market: string, day: string, timing: string): Promise<VoidRecord | null> {
  const [row] = await db.query<{ voided_by: string; voided_at: Date; refunded_bets: number; refunded_paise: string }>(
    `select voided_by, voided_at, refunded_bets, refunded_paise from market_voids
     where market = $1 and day = $2 and timing = $3`,
    [market, day, timing],
  );
  return row
    ? {
        by: row.voided_by,
        at: stamp(row.voided_at),
        refundedBets: Number(row.refunded_bets),
        refundedPaise: Number(row.refunded_paise),
      }
    : null;
}

/** The server's present as minutes on the same scale as voidDeadline's. */
function minuteNow(markets: Markets): number {
  const [y, m, d] = markets.today().split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + markets.nowMinutes();
}

/** Gives back a stake as it was taken: the bonus part to the bonus, the rest to the balance (a debt repaid first, as every credit). */
const refund =
  (main: number, bonus: number) =>
  (now: WalletTotals): WalletTotals => {
    const repaid = Math.min(now.debt, main);
    return { balance: now.balance + main - repaid, bonus: now.bonus + bonus, debt: now.debt - repaid };
  };

/**
 * Voiding a market day that has no result by its deadline: every pending stake goes back
 * with a ledger row of its own, and the bets become VOIDED. The row in market_voids is
 * claimed first, in the same transaction: of two operators voiding at once, on one server
 * process or two, one claims it and refunds, the other waits and is told it was done.
 */
export class MarketVoids {
  constructor(
    private readonly db: Database,
    private readonly markets: Markets,
    private readonly settings: Settings,
  ) {}

  async hours(): Promise<number> {
    const text = (await this.settings.value(VOID_AFTER_HOURS_KEY)).trim();
    const value = Number(text);
    return text !== '' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_VOID_AFTER_HOURS;
  }

  /**
   * When the market day may be voided from ('YYYY-MM-DD HH:MM'), whether it may be now, and
   * its void once done (then it may not be voided again).
   */
  async window(day: MarketDay): Promise<{ from: string; open: boolean; voided: VoidRecord | null }> {
    const [hours, voided] = await Promise.all([
      this.hours(),
      voidRecordOf(this.db, day.market.name, day.day, day.timing),
    ]);
    const deadline = voidDeadline(day.day, this.markets.minutesOfMarketDay(day.market, lastDrawOf(day)), hours);
    return { from: deadline.at, open: !voided && minuteNow(this.markets) >= deadline.minute, voided };
  }

  async void(actor: Actor, day: MarketDay) {
    const { market } = day;
    const drawTime = lastDrawOf(day);
    const hours = await this.hours();
    const deadline = voidDeadline(day.day, this.markets.minutesOfMarketDay(day.market, drawTime), hours);
    const where = `${market.name}${day.timing ? ` ${day.timing}` : ''} on ${day.day}`;
    if (minuteNow(this.markets) < deadline.minute)
      throw new Refusal(
        `${where} cannot be voided before ${deadline.at}: its last draw is at ${drawTime}, and a day is voided only ${counted(hours, 'hour')} after it without a result (setting ${VOID_AFTER_HOURS_KEY}).`,
      );
    return this.db.transaction(async (tx) => {
      // Under the market day's lock: a declaration racing this void waits, then sees it.
      await lockMarketDay(tx, market.name, day.day, day.timing);
      const [claimed] = await tx.query(
        `insert into market_voids (market, day, timing, voided_at, voided_by, refunded_bets, refunded_paise)
         values ($1, $2, $3, $4, $5, 0, 0) on conflict (market, day, timing) do nothing returning 1`,
        [market.name, day.day, day.timing, this.markets.now(), actor.username],
      );
      if (!claimed) {
        const [done] = await tx.query<{ voided_by: string; refunded_bets: number }>(
          'select voided_by, refunded_bets from market_voids where market = $1 and day = $2 and timing = $3',
          [market.name, day.day, day.timing],
        );
        throw new Conflict(`${where} was already voided by ${done?.voided_by ?? 'another operator'}.`);
      }
      // A value waiting for a second operator is confirmed or withdrawn first: a void never
      // sweeps aside a result one operator gave (two-person control).
      await refuseIfPending(tx, market.name, day.day, day.timing);
      const result = await this.markets.result(market.name, day.day, day.timing, tx);
      const final =
        market.kind === 'jackpot' ? result?.jodi : market.kind === 'main' ? result?.close_pana : result?.open_pana;
      if (final) throw new Refusal(`${where} has its result (${final}): correct it instead of voiding.`);
      const bets = await tx.query<{
        id: number;
        user_id: number;
        game: string;
        number: string;
        session: string;
        main: string;
        bonus: string;
      }>(
        `select b.id::int as id, b.user_id::int as user_id, b.game, b.number, b.session,
                coalesce(-l.amount, b.amount) as main, coalesce(-l.bonus_amount, 0) as bonus
         from bets b left join ledger l on l.bet_id = b.id and l.kind = 'bet'
         where b.market = $1 and b.day = $2 and b.timing = $3 and b.status = 'PENDING'
         order by b.user_id, b.id for update of b`,
        [market.name, day.day, day.timing],
      );
      const movements = bets.map((bet) => ({
        userId: bet.user_id,
        kind: 'refund' as const,
        remark: `Refund ${market.name} ${bet.game} ${bet.number}${bet.session ? ` ${bet.session}` : ''}${day.timing ? ` ${day.timing}` : ''}: no result`,
        betId: bet.id,
        change: refund(Number(bet.main), Number(bet.bonus)),
      }));
      await apply(tx, this.markets.now(), movements);
      if (bets.length > 0) {
        await tx.query(`update bets set status = 'VOIDED' where id = any($1::bigint[])`, [bets.map((b) => b.id)]);
        // Voided bets leave the exposure grid's totals.
        await tx.query(
          `update bet_totals t set bids = t.bids - v.bids, payout = t.payout - v.payout
           from (select market, day, timing, game, number, session, amount, count(*)::int as bids,
                        sum(floor(amount * rate))::bigint as payout from bets
                 where id = any($1::bigint[]) group by 1, 2, 3, 4, 5, 6, 7) v
           where t.market = v.market and t.day = v.day and t.timing = v.timing and t.game = v.game
             and t.number = v.number and t.session = v.session and t.amount = v.amount`,
          [bets.map((b) => b.id)],
        );
      }
      const refundedPaise = bets.reduce((sum, bet) => sum + Number(bet.main) + Number(bet.bonus), 0);
      await tx.query(
        'update market_voids set refunded_bets = $4, refunded_paise = $5 where market = $1 and day = $2 and timing = $3',
        [market.name, day.day, day.timing, bets.length, refundedPaise],
      );
      const answer = {
        market: market.name,
        day: day.day,
        timing: day.timing,
        refundedBets: bets.length,
        refundedPaise,
        players: new Set(bets.map((b) => b.user_id)).size,
      };
      const session = logSession(market, day.timing, '');
      await appendResultLog(tx, {
        market: market.name,
        day: day.day,
        session,
        value: '',
        kind: 'void',
        declaredAt: this.markets.now(),
        betsClosedAt: betsClosedAt(market, day.day, session),
        operatorRole: actor.role,
      });
      await audit(tx, this.markets.now(), actor, {
        action: 'result.void',
        target: `market:${market.name}${day.timing ? ` ${day.timing}` : ''}`,
        before: { day: day.day, openPana: result?.open_pana ?? null, closePana: result?.close_pana ?? null },
        after: answer,
      });
      await publishMarketChange(tx, { market: market.name, day: day.day, timing: day.timing, what: 'void' });
      return answer;
    });
  }
}
