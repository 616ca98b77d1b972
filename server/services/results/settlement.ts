import type { Game } from 'matka-core';
import type { DeclareRequest } from '../markets/market-requests.js';
import type { Database, Sql } from '../../db/database.js';
import { judgeBet } from '../markets/judge-bet.js';
import type { Clock } from '../platform/clock.js';
import {
  bonusPaidOn,
  bonusParts,
  creditWin,
  rememberBonusRule,
  takeBackWin,
  wageringMultiple,
} from '../wallet/bonus-rule.js';
import { apply } from '../wallet/ledger.js';
import { refuseIfClosed } from '../markets/market-closures.js';
import { lockMarketDay, refuseIfVoided } from '../markets/market-day.js';
import type { Scope } from '../markets/market-kinds/kind-rules.js';
import { kindRules } from '../markets/market-kinds/kinds.js';
import { Conflict } from '../platform/console-refusals.js';
import type { MarketRow, ResultRow } from '../markets/market-rows.js';
import type { Markets } from '../markets/markets.js';
import { Refusal } from '../platform/refusal.js';
import type { Settings } from '../platform/settings.js';
import { appendResultLog, betsClosedAt, logSession } from './result-log.js';
import type { GateAnswer, ResultGate } from './two-person-results.js';

interface PendingBet {
  id: number;
  user_id: number;
  number: string;
  game: Game;
  session: string;
  amount: number;
  /** The rate the bet was placed at: what it pays if it wins. */
  rate: string;
}

/**
 * What a declaration or correction changed, handed to its recorder inside its transaction:
 * the day's result before and after, and how many bets were settled (and reopened).
 */
export interface ResultChange {
  day: string;
  before: ResultRow | undefined;
  after: ResultRow | undefined;
  settled: number;
  reversed: number;
}

/**
 * Writes what a change needs beside it (the audit row) in the change's own transaction; `gate`
 * is what two-person control answered (a confirmation names the first operator).
 */
export type ResultRecorder = (tx: Sql, change: ResultChange, gate?: Extract<GateAnswer, { go: true }>) => Promise<void>;

/** What a declaration or correction did: `declared` (settled), or it waits for a second operator (`pending`, `disputed`). */
export type ResultState = 'declared' | 'pending' | 'disputed';

/**
 * Results and settlement. A declaration is stored and every pending bet it decides settled
 * in one transaction: winners paid amount × the rate they were placed at (rates changed
 * since apply to later bets) with a ledger row each, the rest marked LOSS. Settling only
 * touches PENDING bets, so doing it twice pays once; a stored result that still has pending
 * bets it decides (written by an older version, or by hand) is finished at the next start.
 */
export class Settlement {
  constructor(
    private readonly db: Database,
    private readonly markets: Markets,
    private readonly settings: Settings,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = console.log,
  ) {}

  /**
   * Stores a declaration and settles what it decides. Operators' declarations come through
   * the result desk (either door), which checks the draw's time and records the audit row
   * with `record`, in this transaction. A new value is appended to the public result log
   * under `operatorRole` ('system' for the demo's own draws).
   */
  async declare(
    request: DeclareRequest,
    record?: ResultRecorder,
    operatorRole = 'system',
    gate?: { check: ResultGate; early: boolean },
  ) {
    const market = await this.markets.market(request.market);
    // A session belongs to the market day it opened on: a result announced after midnight is
    // declared for its own day (the desk checks that its draw has passed).
    const day = request.day ?? this.markets.momentOf(market).day;
    const { scope, timing, column, value, declaredAt, after } = kindRules(market.kind).declaration(request);
    // Checked, stored and settled in one transaction under the market day's lock: a void
    // racing this declaration waits and then refunds only what the declaration left pending,
    // or, first, makes this declaration refuse.
    return this.db.transaction(async (tx) => {
      await lockMarketDay(tx, market.name, day, timing);
      await refuseIfVoided(tx, market.name, day, timing);
      // A market closed that day (a holiday, a weekly off-day) has no draw to declare.
      await refuseIfClosed(tx, market.name, day);
      const existing = await this.markets.result(market.name, day, timing, tx);
      const current = existing?.[column];
      if (current && current !== value)
        throw new Conflict(
          `${market.name} already has ${column} ${current} on ${day}; use PUT /operator/results, or Correct in the console, to change it.`,
        );
      if (after && !existing?.[after]) throw new Refusal(`Declare the open pana of ${market.name} first.`);
      // Two-person control: a new value waits for a second operator unless this is the second's.
      // (The value already declared, again, only settles what is left: no second is needed.)
      const passed =
        !current && gate
          ? await gate.check(tx, {
              market: market.name,
              day,
              timing,
              field: column,
              kind: 'declare',
              value,
              early: gate.early,
            })
          : undefined;
      if (passed && !passed.go)
        return { success: true, state: passed.state as ResultState, message: passed.message, settled: 0 };
      const now = this.clock.now();
      if (!current)
        await tx.query(
          `insert into results (market, day, timing, ${column}, ${declaredAt}) values ($1, $2, $3, $4, $5)
           on conflict (market, day, timing) do update set ${column} = $4, ${declaredAt} = $5 where results.${column} is null`,
          [market.name, day, timing, value, now],
        );
      const settled = await this.settle(tx, market, day, timing, scope);
      // Logged after settling: the log's lock, which every market's declarations share, is
      // held for the end of the transaction only, not while thousands of bets are settled.
      if (!current) await this.logResult(tx, market, day, timing, column, value, 'declare', now, operatorRole);
      const declared = await this.markets.result(market.name, day, timing, tx);
      await record?.(tx, { day, before: existing, after: declared, settled, reversed: 0 }, passed);
      return {
        success: true,
        state: 'declared' as ResultState,
        message: `${market.name} ${column} ${value} declared`,
        settled,
      };
    });
  }

  /**
   * Replaces a declared value, reverses what it paid, and settles again (a value that is
   * already the declared one is refused: there is nothing to correct).
   */
  async correct(request: DeclareRequest, record?: ResultRecorder, operatorRole = 'system', gate?: ResultGate) {
    const market = await this.markets.market(request.market);
    const day = request.day ?? this.markets.momentOf(market).day;
    const rules = kindRules(market.kind);
    const declaration = rules.declaration(request);
    const { timing, column, value } = declaration;
    return this.db.transaction(async (tx) => {
      await lockMarketDay(tx, market.name, day, timing);
      await refuseIfVoided(tx, market.name, day, timing);
      const existing = await this.markets.result(market.name, day, timing, tx);
      if (!existing?.[column])
        throw new Refusal(
          `${market.name} has no ${column} on ${day} to correct: declare it for that day instead (POST, day: "${day}").`,
        );
      if (existing[column] === value)
        throw new Refusal(`${market.name} already has ${value}: there is nothing to correct.`);
      const passed = gate
        ? await gate(tx, { market: market.name, day, timing, field: column, kind: 'correct', value, early: false })
        : undefined;
      if (passed && !passed.go)
        return { success: true, state: passed.state as ResultState, message: passed.message, reversed: 0, settled: 0 };
      await tx.query(`update results set ${column} = $4 where market = $1 and day = $2 and timing = $3`, [
        market.name,
        day,
        timing,
        value,
      ]);
      const correctedAt = this.clock.now();
      const scopes = rules.rescopes(declaration, existing);
      let reversed = 0;
      for (const each of scopes) reversed += await this.reopen(tx, market, day, timing, each);
      let settled = 0;
      for (const each of scopes) settled += await this.settle(tx, market, day, timing, each);
      await this.logResult(tx, market, day, timing, column, value, 'correct', correctedAt, operatorRole);
      const corrected = await this.markets.result(market.name, day, timing, tx);
      await record?.(tx, { day, before: existing, after: corrected, settled, reversed }, passed);
      return {
        success: true,
        state: 'declared' as ResultState,
        message: `${market.name} ${column} corrected to ${value}`,
        reversed,
        settled,
      };
    });
  }

  private logResult(
    tx: Sql,
    market: MarketRow,
    day: string,
    timing: string,
    column: 'open_pana' | 'close_pana' | 'jodi',
    value: string,
    kind: 'declare' | 'correct',
    declaredAt: Date,
    operatorRole: string,
  ) {
    const session = logSession(market, timing, column);
    const closedAt = betsClosedAt(market, day, session);
    return appendResultLog(tx, {
      market: market.name,
      day,
      session,
      value,
      kind,
      declaredAt,
      betsClosedAt: closedAt,
      operatorRole,
    });
  }

  /** Finishes every declared result that still has pending bets it decides (after a crash). */
  async settleOutstanding(): Promise<number> {
    const rows = await this.db.query<ResultRow>(
      `select distinct r.market, r.day, r.timing, r.open_pana, r.close_pana, r.jodi from results r
       join bets b on b.market = r.market and b.day = r.day and b.timing = r.timing and b.status = 'PENDING'`,
    );
    let settled = 0;
    for (const row of rows) {
      const market = await this.markets.market(row.market);
      for (const scope of kindRules(market.kind).scopesOf(row))
        settled += await this.db.transaction((tx) => this.settle(tx, market, row.day, row.timing, scope));
    }
    return settled;
  }

  /** Settles one scope inside the caller's transaction, each bet at the rate it was placed at. */
  private async settle(tx: Sql, market: MarketRow, day: string, timing: string, scope: Scope): Promise<number> {
    const result = await this.markets.result(market.name, day, timing, tx);
    if (!result) return 0;
    const rules = kindRules(market.kind);
    const pending = await tx.query<PendingBet>(
      `select id, user_id, number, game, session, amount, rate::text as rate from bets
       where market = $1 and day = $2 and timing = $3 and status = 'PENDING' for update`,
      [market.name, day, timing],
    );
    const bets = pending.filter((bet) => rules.decides(scope, bet));
    if (bets.length === 0) return 0;
    this.log(`[settlement] ${market.name} ${day}${timing ? ` ${timing}` : ''} ${scope}: settling ${bets.length} bets`);

    const won: { bet: PendingBet; payout: number }[] = [];
    const lost: number[] = [];
    for (const bet of bets) {
      const outcome = judgeBet(rules, { ...bet, amount: Number(bet.amount) }, result);
      if (outcome === undefined) continue;
      if (outcome.won) won.push({ bet, payout: outcome.payout });
      else lost.push(bet.id);
    }
    if (lost.length > 0) await tx.query(`update bets set status = 'LOSS' where id = any($1::bigint[])`, [lost]);
    if (won.length > 0)
      await tx.query(
        `update bets b set status = 'WON', payout = w.payout
         from (select unnest($1::bigint[]) as id, unnest($2::bigint[]) as payout) w where b.id = w.id`,
        [won.map((w) => w.bet.id), won.map((w) => w.payout)],
      );
    // The bonus rule as it stands now (these bets counted), kept on each bet settled for the first
    // time: a correction that settles it again pays by it.
    const multiple = wageringMultiple((await this.settings.config(tx)).bonus_wagering_multiple);
    await rememberBonusRule(tx, multiple, [...won.map((w) => Number(w.bet.id)), ...lost.map(Number)]);
    if (won.length > 0) await this.payWinners(tx, market.name, won, multiple);
    return won.length + lost.length;
  }

  /** Pays every winning bet with a ledger row of its own (a debt is repaid first). */
  private async payWinners(
    tx: Sql,
    market: string,
    won: { bet: PendingBet; payout: number }[],
    multiple: number,
  ): Promise<void> {
    // The bonus rule (docs/bonus-rule.md): a win on a bonus stake may stay bonus.
    const bonusOf = await bonusParts(tx, multiple, won);
    const movements = won.map(({ bet, payout }) => ({
      userId: bet.user_id,
      kind: 'win' as const,
      remark: `Win ${market} ${bet.game} ${bet.number}${bet.session ? ` ${bet.session}` : ''}`,
      betId: bet.id,
      change: creditWin(payout, bonusOf.get(Number(bet.id)) ?? 0),
    }));
    await apply(tx, this.clock.now(), movements);
  }

  /** Reverses a scope's settlement: winnings taken back (debt where spent), every bet pending again (its rate kept). */
  private async reopen(tx: Sql, market: MarketRow, day: string, timing: string, scope: Scope): Promise<number> {
    const rules = kindRules(market.kind);
    const decided = await tx.query<{
      id: number;
      user_id: number;
      status: string;
      payout: number;
      number: string;
      game: Game;
      session: string;
    }>(
      `select id, user_id, status, payout, number, game, session from bets
       where market = $1 and day = $2 and timing = $3 and status in ('WON', 'LOSS') order by user_id, id for update`,
      [market.name, day, timing],
    );
    const settled = decided.filter((bet) => rules.decides(scope, bet));
    const won = settled.filter((bet) => bet.status === 'WON' && bet.payout > 0);
    const paidToBonus = await bonusPaidOn(
      tx,
      won.map((bet) => bet.id),
    );
    const reversals = won.map((bet) => ({
      userId: bet.user_id,
      kind: 'win_reversed' as const,
      remark: `Result corrected: ${market.name} ${bet.game} ${bet.number}`,
      betId: bet.id,
      change: takeBackWin(bet.payout, paidToBonus.get(Number(bet.id)) ?? 0),
    }));
    await apply(tx, this.clock.now(), reversals);
    if (settled.length > 0)
      await tx.query(`update bets set status = 'PENDING', payout = 0 where id = any($1::bigint[])`, [
        settled.map((b) => b.id),
      ]);
    return settled.length;
  }
}
