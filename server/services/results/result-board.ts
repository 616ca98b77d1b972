import { ank, isPana, type Game } from 'matka-core';
import type { ExposureRowAnswer } from '../../../contract/console/results-board.js';
import type { Database } from '../../db/database.js';
import { drawClock, drawTimeOf } from './early-declaration.js';
import { judgeBet } from '../markets/judge-bet.js';
import { betGroups, canStillWin, exposureKey, exposureRows, paidNumbers } from '../markets/exposure.js';
import { limitFor } from '../markets/liability.js';
import { marketDayOf, type MarketDay, type MarketDayRequest } from '../markets/market-day.js';
import type { ResultRow } from '../markets/market-rows.js';
import type { Markets } from '../markets/markets.js';
import { Refusal } from '../platform/refusal.js';
import type { Settings } from '../platform/settings.js';

/** A preview or correction: the market day, and the pana (main, starline) or jodi (jackpot) typed. */
export interface ValueRequest extends MarketDayRequest {
  pana?: string | undefined;
  jodi?: string | undefined;
}

/** A number that would win, with what it would pay. */
export type WinningNumber = ExposureRowAnswer;

/**
 * The results desk's reading side: the exposure grid, the settlement preview and the
 * correction diff. Each pays a bet as settlement does (judgeBet, each bet at the rate it was
 * placed at), so what the console shows before a declaration is what the declaration pays,
 * whatever the rates were changed to since the bets were placed.
 */
export class ResultBoard {
  constructor(
    private readonly db: Database,
    private readonly markets: Markets,
    private readonly settings: Settings,
  ) {}

  /**
   * GET /results/exposure: every number of the scope that can still win, its stake, bids and
   * payout if it wins; against the liability limit, each number's room left (negative: over
   * it by that much); once the scope is declared, its winners with what they were paid.
   */
  async exposure(request: MarketDayRequest) {
    const day = await marketDayOf(this.db, this.markets, request);
    const [groups, rates, result, limit] = await Promise.all([
      betGroups(this.db, day),
      this.settings.rates(),
      this.markets.result(day.market.name, day.day, day.timing),
      limitFor(this.db, day.market.name, day.timing),
    ]);
    const all = exposureRows(day, groups, rates).map(({ groups: _, ...row }) => row);
    // Every stake counts; the rows are the numbers that can still win (the close after its open;
    // once the scope is declared, its winners).
    const stakePaise = all.reduce((sum, row) => sum + row.stakePaise, 0);
    const alive = result ? all.filter((row) => canStillWin(day, row, result)) : all;
    const declared = declaredValue(day, result) !== null;
    const paid = declared ? await paidNumbers(this.db, day) : undefined;
    // A limit caps what a number may still take; once declared, nothing more is taken: no room to show.
    const maxPayout = !declared && limit ? limit.maxPayoutPaise : null;
    const rows = alive.map((row) => ({
      ...row,
      roomPaise: maxPayout === null ? null : maxPayout - row.payoutPaise,
      paidPaise: paid ? (paid.get(exposureKey(row)) ?? 0) : null,
    }));
    const worst = rows.reduce((a, b) => (b.payoutPaise > a.payoutPaise ? b : a), rows[0]!);
    return {
      ...describe(day),
      // What the market day has declared so far (the desk shows it; read again on every result event).
      result: {
        openPana: result?.open_pana ?? null,
        closePana: result?.close_pana ?? null,
        jodi: result?.jodi ?? null,
      },
      drawTime: drawTimeOf(day),
      declared,
      limitPaise: limit?.maxPayoutPaise ?? null,
      rows,
      bids: all.reduce((sum, row) => sum + row.bids, 0),
      stakePaise,
      // What the scope's winning bets were paid, once declared.
      paidPaise: paid ? [...paid.values()].reduce((sum, paise) => sum + paise, 0) : null,
      worst: { game: worst.game, number: worst.number, session: worst.session, payoutPaise: worst.payoutPaise },
    };
  }

  /**
   * GET /results/preview: what declaring the value would do, before anything is written:
   * the ank, every number that would win (staked on or not), the winning bids, the payout
   * and the house's net (the scope's stakes less the payout). The scope's bets of every
   * status count (but voided ones), so the preview of a declared value is what it paid.
   */
  async preview(request: ValueRequest) {
    const day = await marketDayOf(this.db, this.markets, request);
    const { value, result } = await this.hypothetical(day, request);
    const [groups, rates] = await Promise.all([betGroups(this.db, day), this.settings.rates()]);
    const winners: WinningNumber[] = [];
    let stakePaise = 0;
    for (const row of exposureRows(day, groups, rates)) {
      stakePaise += row.stakePaise;
      // Whether a bet wins is the number's alone; what the number pays is its row's payout
      // if it wins, summed bet by bet at the rates they were placed at.
      if (day.rules.wins(row, result) !== true) continue;
      const { groups: _, ...winner } = row;
      winners.push(winner);
    }
    const payoutPaise = winners.reduce((sum, w) => sum + w.payoutPaise, 0);
    return {
      ...describe(day),
      value,
      ank: isPana(value) ? ank(value) : null,
      declared: declaredValue(day, await this.markets.result(day.market.name, day.day, day.timing)),
      // Before the draw, the desk warns and a declaration needs early: true.
      ...drawClock(this.markets, day),
      winners,
      winningBids: winners.reduce((sum, w) => sum + w.bids, 0),
      payoutPaise,
      stakePaise,
      netPaise: stakePaise - payoutPaise,
    };
  }

  /**
   * GET /results/correction: what correcting a declared value would change, player by
   * player: each player's payouts on the scopes the correction settles again, now and
   * after, and the difference (a loss is taken back from the balance, the rest as debt).
   */
  async correction(request: ValueRequest) {
    const day = await marketDayOf(this.db, this.markets, request);
    const existing = await this.markets.result(day.market.name, day.day, day.timing);
    const declaration = day.rules.declaration(declarationFields(day, request));
    const current = existing?.[declaration.column];
    if (!existing || !current)
      throw new Refusal(
        `${day.market.name} has no ${describeColumn(declaration.column)} on ${day.day} to correct: declare it for that day instead.`,
      );
    if (current === declaration.value)
      throw new Refusal(`${day.market.name} already has ${declaration.value}: there is nothing to correct.`);
    const result: ResultRow = { ...existing, [declaration.column]: declaration.value };
    const scopes = day.rules.rescopes(declaration, existing);
    const rows = await this.db.query<{
      user_id: number;
      name: string;
      mobile: string;
      game: Game;
      number: string;
      session: string;
      amount: string;
      rate: string;
      status: string;
      payout: string;
      bids: number;
    }>(
      `select b.user_id::int as user_id, u.name, u.mobile, b.game, b.number, b.session, b.amount, b.rate::text as rate,
              b.status, b.payout, count(*)::int as bids
       from bets b join users u on u.id = b.user_id
       where b.market = $1 and b.day = $2 and b.timing = $3 and b.status <> 'VOIDED'
       group by b.user_id, u.name, u.mobile, b.game, b.number, b.session, b.amount, b.rate, b.status, b.payout`,
      [day.market.name, day.day, day.timing],
    );
    const players = new Map<
      number,
      { id: number; name: string; mobile: string; beforePaise: number; afterPaise: number }
    >();
    for (const row of rows) {
      if (!scopes.some((scope) => day.rules.decides(scope, row))) continue;
      const outcome = judgeBet(day.rules, { ...row, amount: Number(row.amount) }, result);
      const player = players.get(row.user_id) ?? {
        id: row.user_id,
        name: row.name,
        mobile: row.mobile,
        beforePaise: 0,
        afterPaise: 0,
      };
      player.beforePaise += row.status === 'WON' ? Number(row.payout) * row.bids : 0;
      player.afterPaise += outcome?.won ? outcome.payout * row.bids : 0;
      players.set(row.user_id, player);
    }
    const changes = [...players.values()]
      .map(({ id, name, mobile, beforePaise, afterPaise }) => ({
        player: { id, name, mobile },
        beforePaise,
        afterPaise,
        changePaise: afterPaise - beforePaise,
      }))
      .filter((row) => row.changePaise !== 0)
      .sort((a, b) => b.changePaise - a.changePaise || a.player.id - b.player.id);
    return {
      ...describe(day),
      from: current,
      to: declaration.value,
      gainers: changes.filter((row) => row.changePaise > 0),
      losers: changes.filter((row) => row.changePaise < 0).reverse(),
      payoutBeforePaise: changes.reduce((sum, row) => sum + row.beforePaise, 0),
      payoutAfterPaise: changes.reduce((sum, row) => sum + row.afterPaise, 0),
    };
  }

  /** The day's result as it would be with the typed value; refuses a bad value, or a close before its open. */
  private async hypothetical(day: MarketDay, request: ValueRequest) {
    const declaration = day.rules.declaration(declarationFields(day, request));
    const existing = await this.markets.result(day.market.name, day.day, day.timing);
    if (declaration.after && !existing?.[declaration.after])
      throw new Refusal(`Declare the open pana of ${day.market.name} first.`);
    const base: ResultRow = existing ?? {
      market: day.market.name,
      day: day.day,
      timing: day.timing,
      open_pana: null,
      close_pana: null,
      jodi: null,
    };
    return { value: declaration.value, result: { ...base, [declaration.column]: declaration.value } as ResultRow };
  }
}

/** The operator API's declaration fields for a market day and a typed value. */
export function declarationFields(day: MarketDay, request: ValueRequest) {
  return {
    market: day.market.name,
    pana: (request.pana ?? '').trim(),
    jodi: (request.jodi ?? '').trim(),
    timing: day.timing,
    ...(day.market.kind === 'main' ? { session: day.scope } : {}),
  };
}

const describeColumn = (column: string) =>
  column === 'jodi' ? 'jodi' : column === 'open_pana' ? 'open pana' : 'close pana';

function declaredValue(day: MarketDay, result: ResultRow | undefined): string | null {
  if (!result) return null;
  if (day.scope === 'jackpot') return result.jodi;
  return day.scope === 'close' ? result.close_pana : result.open_pana;
}

/** The market day an answer is about. */
function describe(day: MarketDay) {
  return {
    market: day.market.name,
    kind: day.market.kind,
    day: day.day,
    timing: day.timing,
    session: day.market.kind === 'main' ? day.scope : '',
  };
}
