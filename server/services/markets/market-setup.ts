import type { MarketKind } from 'matka-core/player';
import type { LiabilityLimitAnswer, MarketSetupListAnswer } from '../../../contract/console/market-setup.js';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { applyDueLoosenings, loosens, scheduledChanges, scheduleLoosening } from '../platform/loosening.js';
import { audit } from '../platform/audit.js';
import { dayOf, type Clock } from '../platform/clock.js';
import { Conflict, NotFound } from '../platform/console-refusals.js';
import { numbersOverLimit } from './liability.js';
import { closuresOn, weekdayOf } from './market-closures.js';
import type { LiabilityLimitRequest, NewMarket } from './market-requests.js';
import type { Markets } from './markets.js';
import { Refusal } from '../platform/refusal.js';
import type { Settings } from '../platform/settings.js';
import { describeUnsettled, unsettledBets, UnsettledBetsRefusal } from './unsettled-bets.js';

/**
 * Market setup, for the console and the bearer-token operator API alike: markets and their
 * closures, starline slots, liability limits, config and rates. Each change and its audit
 * row (the values before and after) commit in one transaction; a refused change writes nothing.
 */
export class MarketSetup {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly markets: Markets,
    private readonly settings: Settings,
  ) {}

  async list(): Promise<MarketSetupListAnswer> {
    const today = dayOf(this.clock.now());
    const [markets, offDays, holidays, slots, limits, closed] = await Promise.all([
      this.db.query<{ name: string; kind: MarketKind; open_time: string; close_time: string; active: boolean }>(
        `select name, kind, open_time, close_time, active from markets order by kind, open_time, name`,
      ),
      this.db.query<{ market: string; weekday: number }>(
        'select market, weekday from market_off_days order by weekday',
      ),
      this.db.query<{ market: string; day: string; reason: string }>(
        'select market, day, reason from market_holidays where day >= $1 order by day',
        [today],
      ),
      this.db.query<{ market: string; timing: string }>('select market, timing from starline_slots order by timing'),
      this.db.query<{ market: string; timing: string; max_payout: string; max_stake: string | null }>(
        'select market, timing, max_payout, max_stake from liability_limits',
      ),
      closuresOn(this.db, today),
    ]);
    const limitOf = (market: string, timing: string): LiabilityLimitAnswer => {
      const row = limits.find((l) => l.market === market && l.timing === timing);
      return row
        ? {
            timing,
            maxPayoutPaise: Number(row.max_payout),
            maxStakePaise: row.max_stake === null ? null : Number(row.max_stake),
          }
        : null;
    };
    return {
      today,
      markets: markets.map((m) => ({
        name: m.name,
        kind: m.kind,
        openTime: m.open_time,
        closeTime: m.close_time,
        active: m.active,
        offDays: offDays.filter((o) => o.market === m.name).map((o) => Number(o.weekday)),
        holidays: holidays.filter((h) => h.market === m.name).map(({ day, reason }) => ({ day, reason })),
        slots: slots
          .filter((s) => s.market === m.name)
          .map(({ timing }) => ({ timing, limit: limitOf(m.name, timing) })),
        limit: limitOf(m.name, ''),
        closedToday: closed.get(m.name) ?? null,
      })),
    };
  }

  /** Adds a market, or changes the times of one (its kind stays); of two adding one name at once, one gets 409. */
  async saveMarket(actor: Actor, command: NewMarket) {
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, command.market, { missingIsFine: true });
      if (before && before.kind !== (command.kind ?? 'main'))
        throw new Conflict(
          `There is already a market called ${before.name} (a ${before.kind} market); its kind cannot change. Add a market of another name instead.`,
        );
      // A new one only if no other call added it meanwhile (409 naming it); a known one is locked above.
      const market = before ? await this.markets.addMarket(command, tx) : await this.markets.addNewMarket(command, tx);
      await this.record(tx, actor, 'market.add', market.name, before, { ...market, active: true });
      return { market: { ...market, active: true } };
    });
  }

  /**
   * Making a market inactive with unsettled bets is asked first (`confirm`): its day stays on
   * Today, and its desk reachable, until it is settled or voided.
   */
  async setActive(actor: Actor, name: string, active: boolean, confirm = false) {
    return this.change(actor, name, 'market.active', async (tx, market) => {
      const unsettled = active ? undefined : await unsettledBets(tx, market.name);
      if (unsettled && unsettled.bets > 0 && market.active && !confirm)
        throw new UnsettledBetsRefusal(
          `${market.name} has ${describeUnsettled(unsettled)}. Made inactive, it stays on Today until they are settled or voided; send confirm: true to make it inactive anyway.`,
          unsettled,
        );
      await tx.query('update markets set active = $2 where name = $1', [market.name, active]);
      return {
        before: { active: market.active },
        after: { active, ...(unsettled && unsettled.bets > 0 ? { unsettled } : {}) },
      };
    });
  }

  /** A weekly off-day that closes the market today, with bets of today unsettled, is asked first (`confirm`). */
  async setOffDays(actor: Actor, name: string, weekdays: readonly number[], confirm = false) {
    return this.change(actor, name, 'market.off-days', async (tx, market) => {
      const before = (
        await tx.query<{ weekday: number }>('select weekday from market_off_days where market = $1 order by weekday', [
          market.name,
        ])
      ).map((row) => Number(row.weekday));
      const today = dayOf(this.clock.now());
      const closesToday = weekdays.includes(weekdayOf(today)) && !before.includes(weekdayOf(today));
      if (closesToday) await this.askIfUnsettled(tx, market.name, today, confirm);
      await tx.query('delete from market_off_days where market = $1', [market.name]);
      await tx.query('insert into market_off_days (market, weekday) select $1, unnest($2::int[])', [
        market.name,
        weekdays,
      ]);
      return { before: { offDays: before }, after: { offDays: weekdays } };
    });
  }

  /** A holiday on a day the market has unsettled bets is asked first (`confirm`): no draw will settle them. */
  async addHoliday(actor: Actor, name: string, day: string, reason: string, confirm = false) {
    if (day < dayOf(this.clock.now())) throw new Refusal(`${day} has passed: a holiday is today or later.`);
    return this.change(actor, name, 'market.holiday', async (tx, market) => {
      const [before] = await tx.query<{ reason: string }>(
        'select reason from market_holidays where market = $1 and day = $2',
        [market.name, day],
      );
      if (!before) await this.askIfUnsettled(tx, market.name, day, confirm);
      await tx.query(
        `insert into market_holidays (market, day, reason) values ($1, $2, $3)
         on conflict (market, day) do update set reason = $3`,
        [market.name, day, reason],
      );
      return { before: before ? { day, reason: before.reason } : null, after: { day, reason } };
    });
  }

  async removeHoliday(actor: Actor, name: string, day: string) {
    return this.change(actor, name, 'market.holiday-remove', async (tx, market) => {
      const [removed] = await tx.query<{ reason: string }>(
        'delete from market_holidays where market = $1 and day = $2 returning reason',
        [market.name, day],
      );
      if (!removed) throw new NotFound(`${market.name} has no holiday on ${day}.`);
      return { before: { day, reason: removed.reason }, after: null };
    });
  }

  /** Adds a starline market when there is none of that name, and its slots. */
  async addStarline(actor: Actor, name: string, timings: readonly string[]) {
    return this.db.transaction(async (tx) => {
      const existing = await this.row(tx, name, { missingIsFine: true });
      if (existing && existing.kind !== 'starline')
        throw new Conflict(`${existing.name} is not a starline market: it is a ${existing.kind} market.`);
      if (!existing) await this.markets.addNewMarket({ market: name, kind: 'starline', close_time: '23:59' }, tx);
      else if (!existing.active) throw new Refusal(`${existing.name} is not active; make it active first.`);
      const before = (await this.slotTimings(tx, name)).sort();
      await this.markets.addStarlineSlots(name, timings, tx);
      const after = (await this.slotTimings(tx, name)).sort();
      await this.record(tx, actor, 'starline.add', name, { timings: before }, { timings: after });
      return { market: name, timings: after };
    });
  }

  async removeSlot(actor: Actor, name: string, timing: string) {
    return this.change(actor, name, 'starline.remove', async (tx, market) => {
      const [bet] = await tx.query('select 1 from bets where market = $1 and timing = $2 limit 1', [
        market.name,
        timing,
      ]);
      if (bet) throw new Refusal(`${market.name} ${timing} has bets: make the market inactive instead.`);
      const [removed] = await tx.query('delete from starline_slots where market = $1 and timing = $2 returning 1', [
        market.name,
        timing,
      ]);
      if (!removed) throw new NotFound(`${market.name} has no slot at ${timing}.`);
      await tx.query('delete from liability_limits where market = $1 and timing = $2', [market.name, timing]);
      return { before: { timing }, after: null };
    });
  }

  /**
   * A market's (or a starline slot's) liability limit; no maximum payout removes it. The
   * answer names the numbers already past the new limit (`over`): they take no more bids,
   * and the limit does not undo what they would pay.
   */
  async setLimit(actor: Actor, name: string, { timing, maxPayout, maxStake }: LiabilityLimitRequest) {
    return this.change(actor, name, 'market.limit', async (tx, market) => {
      if (timing && market.kind !== 'starline') throw new Refusal(`${market.name} has no slots: leave timing empty.`);
      if (timing && !(await this.markets.hasSlot(market.name, timing, tx)))
        throw new NotFound(`${market.name} has no slot at ${timing}.`);
      const [before] = await tx.query<{ max_payout: string; max_stake: string | null }>(
        'select max_payout, max_stake from liability_limits where market = $1 and timing = $2',
        [market.name, timing],
      );
      if (maxPayout === null)
        await tx.query('delete from liability_limits where market = $1 and timing = $2', [market.name, timing]);
      else
        await tx.query(
          `insert into liability_limits (market, timing, max_payout, max_stake) values ($1, $2, $3, $4)
           on conflict (market, timing) do update set max_payout = $3, max_stake = $4`,
          [market.name, timing, maxPayout, maxStake],
        );
      const limit = (payout: number | null, stake: number | null) =>
        payout === null ? null : { timing, maxPayoutPaise: payout, maxStakePaise: stake };
      const over =
        maxPayout === null
          ? []
          : await numbersOverLimit(
              tx,
              market,
              timing,
              maxPayout,
              this.markets.momentOf(await this.markets.market(market.name, tx)).day,
            );
      return {
        answer: { over },
        before: before
          ? limit(Number(before.max_payout), before.max_stake === null ? null : Number(before.max_stake))
          : null,
        after: limit(maxPayout, maxStake),
        target: timing ? `market:${market.name} ${timing}` : undefined,
      };
    });
  }

  /**
   * Config values, already judged (ConfigValues). What loosens two-person control (switching it
   * off, raising the payout threshold or a cashier's ceiling) is scheduled for later, seen by
   * every owner until then (loosening.ts); everything else, tightening included, holds at once
   * and cancels a loosening of the same key that waited.
   */
  async setConfig(actor: Actor, values: Readonly<Record<string, string>>) {
    await applyDueLoosenings(this.db, this.clock);
    return this.db.transaction(async (tx) => {
      const current = await this.settings.config(tx);
      const later = Object.fromEntries(
        Object.entries(values)
          .filter(([key, value]) => loosens(key, current[key], value))
          .map(([key, value]) => [key, { before: current[key] ?? null, after: value }]),
      );
      const now = Object.fromEntries(Object.entries(values).filter(([key]) => !(key in later)));
      if (Object.keys(now).length > 0) {
        await this.settings.setConfig(now, tx);
        await tx.query('delete from config_changes where key = any($1::text[])', [Object.keys(now)]);
        const before = Object.fromEntries(Object.keys(now).map((key) => [key, current[key] ?? null]));
        await audit(tx, this.clock.now(), actor, { action: 'config.set', target: 'config', before, after: now });
      }
      await scheduleLoosening(tx, actor, this.clock.now(), later);
      return { config: await this.settings.config(tx), scheduled: await scheduledChanges(tx) };
    });
  }

  /** The config, and the loosenings waiting for their time (any that are due applied first). */
  async config() {
    await applyDueLoosenings(this.db, this.clock);
    return { config: await this.settings.config(), scheduled: await scheduledChanges(this.db) };
  }

  /** Rates, already judged (RateValues). */
  async setRates(actor: Actor, values: Readonly<Record<string, string>>) {
    return this.db.transaction(async (tx) => {
      const current = await this.settings.rates(tx);
      await this.settings.setRates(values, tx);
      const before = Object.fromEntries(Object.keys(values).map((key) => [key, current[key] ?? null]));
      await audit(tx, this.clock.now(), actor, { action: 'rates.set', target: 'rates', before, after: values });
      return { rates: await this.settings.rates(tx) };
    });
  }

  /** A change to one existing market, audited with what it returns, in one transaction. */
  private change(
    actor: Actor,
    name: string,
    action: string,
    work: (
      tx: Sql,
      market: { name: string; kind: MarketKind; active: boolean },
    ) => Promise<{ before: unknown; after: unknown; target?: string | undefined; answer?: object }>,
  ) {
    return this.db.transaction(async (tx) => {
      const market = (await this.row(tx, name))!;
      const { before, after, target, answer } = await work(tx, market);
      await audit(tx, this.clock.now(), actor, { action, target: target ?? `market:${market.name}`, before, after });
      return { ok: true as const, ...answer };
    });
  }

  /** Closing a market for a day with bets of that day unsettled: refused, naming them, unless confirmed. */
  private async askIfUnsettled(tx: Sql, market: string, day: string, confirm: boolean): Promise<void> {
    if (confirm) return;
    const unsettled = await unsettledBets(tx, market, day);
    if (unsettled.bets === 0) return;
    throw new UnsettledBetsRefusal(
      `${market} has ${describeUnsettled(unsettled)} on ${day}. Closed that day, it has no draw to settle them: they stay on Today until the day is voided; send confirm: true to close it anyway.`,
      unsettled,
    );
  }

  private async row(tx: Sql, name: string, { missingIsFine = false } = {}) {
    const [row] = await tx.query<{
      name: string;
      kind: MarketKind;
      open_time: string;
      close_time: string;
      active: boolean;
    }>('select name, kind, open_time, close_time, active from markets where name = $1 for update', [name]);
    if (!row && !missingIsFine) throw new NotFound(`There is no market called ${name.slice(0, 40)}.`);
    return row;
  }

  private async slotTimings(tx: Sql, market: string): Promise<string[]> {
    return (await tx.query<{ timing: string }>('select timing from starline_slots where market = $1', [market])).map(
      (s) => s.timing,
    );
  }

  private record(tx: Sql, actor: Actor, action: string, market: string, before: unknown, after: unknown) {
    return audit(tx, this.clock.now(), actor, { action, target: `market:${market}`, before: before ?? null, after });
  }
}
