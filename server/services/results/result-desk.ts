import { addDays } from 'matka-core/player';
import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { refuseUnannouncedEarly, refuseWhileEarlierUnresolved } from './early-declaration.js';
import { refuseIfClosed } from '../markets/market-closures.js';
import { marketDayOf, type MarketDay } from '../markets/market-day.js';
import type { ResultRow } from '../markets/market-rows.js';
import type { Markets } from '../markets/markets.js';
import { Refusal } from '../platform/refusal.js';
import { declarationFields, type ValueRequest } from './result-board.js';
import type { ResultChange, ResultRecorder, Settlement } from './settlement.js';
import { twoPersonGate, withdrawPending } from './two-person-results.js';

/** What the declaring and correcting calls read, at either door (contract/console/results-desk-requests.ts). */
export interface CorrectionRequest extends ValueRequest {
  /** The value typed a second time: the console always sends it; the bearer API may. */
  confirm?: string | undefined;
}
export interface DeclarationRequest extends CorrectionRequest {
  /** Declared before its draw on purpose (the desk's tick, or the bearer API's flag). */
  early: boolean;
}

/** A check of the caller's own, once the market day is known (the console's typed confirmation). */
type DoorCheck = (day: MarketDay) => void;

/** A declaration or correction goes through only with its value typed a second time, the same. */
export function refuseUnconfirmed(day: MarketDay, fields: CorrectionRequest): void {
  const what = day.market.kind === 'jackpot' ? 'jodi' : 'pana';
  const value = (day.market.kind === 'jackpot' ? fields.jodi : fields.pana) ?? '';
  const confirm = fields.confirm ?? '';
  if (confirm !== value)
    throw new Refusal(
      `The confirmation ${confirm.slice(0, 10) || '(empty)'} does not match the ${what} ${value.slice(0, 10)}: type the ${what} again.`,
    );
}

/** The console's door: the confirmation is required. */
export const confirmed =
  (fields: CorrectionRequest): DoorCheck =>
  (day) =>
    refuseUnconfirmed(day, fields);

/** The bearer API's door: automation need not type the value twice, but a confirmation it sends is checked. */
export const confirmedIfGiven =
  (fields: CorrectionRequest): DoorCheck =>
  (day) => {
    if (fields.confirm) refuseUnconfirmed(day, fields);
  };

const resultOf = (day: string, row: ResultRow | undefined) => ({
  day,
  openPana: row?.open_pana ?? null,
  closePana: row?.close_pana ?? null,
  jodi: row?.jodi ?? null,
});
const targetOf = (day: MarketDay) => `market:${day.market.name}${day.timing ? ` ${day.timing}` : ''}`;

/**
 * A late result is for a day the market played: one with bets on the session (however they
 * stand), or the day before the market's own (last night's draw, bets or not). Any other past
 * day (before the market existed, a year ago) has nothing to settle, and its result would only
 * stand for ever in the public, chained result log.
 */
async function refuseDayWithoutPlay(db: Sql, day: MarketDay, current: string): Promise<void> {
  if (day.day >= addDays(current, -1)) return;
  const [played] = await db.query('select 1 from bets where market = $1 and day = $2 and timing = $3 limit 1', [
    day.market.name,
    day.day,
    day.timing,
  ]);
  if (!played)
    throw new Refusal(
      `${day.market.name}${day.timing ? ` ${day.timing}` : ''} took no bets on ${day.day}, and that is before the day before (${addDays(current, -1)}): there is nothing to settle, and a late result is declared for a day the market played.`,
    );
}

/**
 * Declaring and correcting results, whichever door the operator came through (the console's
 * results desk or the bearer-token API): the same checks in the same order (no day to come,
 * the market day, the value, a market closed that day, an earlier day's session left without
 * its result, the draw's time unless `early`), settled by the settlement service, and audited
 * with the result before and after in the settlement's transaction. A declaration that changes
 * nothing (the same value again, nothing left to settle) writes no audit row. A declaration is
 * for today unless it names an earlier market day: a late result, whose draw has passed.
 *
 * With two-person control on (config two_person_results), a new value waits for a second
 * operator who types the same one (two-person-results.ts): the second's call is the one that
 * settles, audited as theirs with the first operator named (`proposedBy`).
 */
export class ResultDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly markets: Markets,
    private readonly settlement: Settlement,
  ) {}

  async declare(actor: Actor, request: DeclarationRequest, check: DoorCheck) {
    const day = await marketDayOf(this.db, this.markets, request);
    check(day);
    // A session belongs to the market day it opened on: a late result (announced after
    // midnight) is declared for its own, earlier day. A day to come has had no draw.
    const current = this.markets.momentOf(day.market).day;
    if (day.day > current)
      throw new Refusal(
        `${day.day} is still to come (${day.market.name} is in its day of ${current}): a result is declared once its draw has happened.`,
      );
    await refuseDayWithoutPlay(this.db, day, current);
    const declaration = { session: '', ...declarationFields(day, request), day: day.day };
    const { column } = day.rules.declaration(declaration); // a value that is not one is refused before the clock is read
    // A market closed that day has no draw at all: say that, not that its draw is still to come.
    await refuseIfClosed(this.db, day.market.name, day.day);
    await refuseWhileEarlierUnresolved(this.db, this.markets, day, column);
    const { early } = refuseUnannouncedEarly(this.markets, day, request.early);
    const recorder: ResultRecorder = async (tx, change, gate) => {
      if (change.settled === 0 && sameResult(change)) return;
      await this.record(tx, actor, 'result.declare', day, change, gate, {
        settled: change.settled,
        // Declared before its draw, on purpose: kept in the audit row.
        ...(early ? { early: true } : {}),
      });
    };
    return this.settlement.declare(declaration, recorder, actor.role, {
      check: twoPersonGate(actor, () => this.clock.now()),
      early,
    });
  }

  async correct(actor: Actor, request: CorrectionRequest, check: DoorCheck) {
    const day = await marketDayOf(this.db, this.markets, request);
    check(day);
    return this.settlement.correct(
      { ...declarationFields(day, request), day: day.day },
      (tx, change, gate) =>
        this.record(tx, actor, 'result.correct', day, change, gate, {
          reversed: change.reversed,
          settled: change.settled,
        }),
      actor.role,
      twoPersonGate(actor, () => this.clock.now()),
    );
  }

  /** Withdraws what waits for a second operator on a market day's session (its maker, or who disagreed). */
  async withdraw(actor: Actor, request: Parameters<typeof marketDayOf>[2]) {
    return withdrawPending(this.db, actor, await marketDayOf(this.db, this.markets, request), () => this.clock.now());
  }

  private record(
    tx: Sql,
    actor: Actor,
    action: string,
    day: MarketDay,
    change: ResultChange,
    gate: Parameters<ResultRecorder>[2],
    extra: object,
  ) {
    return audit(tx, this.clock.now(), actor, {
      action,
      target: targetOf(day),
      before: resultOf(change.day, change.before),
      after: {
        ...resultOf(change.day, change.after),
        ...extra,
        // The second of two operators: the first is named, with when they gave the value.
        ...(gate?.proposal ? { proposedBy: gate.proposal.by, proposedAt: gate.proposal.at } : {}),
        // Made with two-person control off, over a value that waited for a second operator.
        ...(gate?.cleared ? { pendingCleared: gate.cleared } : {}),
      },
    });
  }
}

const sameResult = ({ before, after }: ResultChange) =>
  before?.open_pana === after?.open_pana && before?.close_pana === after?.close_pana && before?.jodi === after?.jodi;
