import type { Database, Sql } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import { consoleTime } from '../platform/console-format.js';
import { Conflict, Forbidden, NotFound } from '../platform/console-refusals.js';
import {
  isMaker,
  makerOf,
  refuseMakersNewAccount,
  refuseSharedToken,
  twoPersonResults,
} from '../platform/two-person.js';
import { publishMarketChange } from '../markets/market-events.js';
import { lockMarketDay, type MarketDay } from '../markets/market-day.js';

/** The result column a step writes. */
export type ResultField = 'open_pana' | 'close_pana' | 'jodi';

/** What a declaration or correction is about to write, asked of the gate under the market day's lock. */
export interface ResultStep {
  market: string;
  day: string;
  timing: string;
  field: ResultField;
  kind: 'declare' | 'correct';
  value: string;
  early: boolean;
}

/** The first operator of a confirmed step, for the audit row of the second's. */
export interface Proposal {
  by: string;
  role: string;
  at: string | null;
  early: boolean;
}

/**
 * Whether the step goes ahead (a confirmation, or no two-person control), or what was written
 * instead: the step now waits for a second operator (`pending`), or a second operator's value
 * differed from the first's (`disputed`). `cleared`: a step that waited and that this one,
 * made with two-person control off, replaced.
 */
export type GateAnswer =
  | { go: true; proposal: Proposal | null; cleared: { by: string; value: string } | null }
  | { go: false; state: 'pending' | 'disputed'; message: string };

export type ResultGate = (tx: Sql, step: ResultStep) => Promise<GateAnswer>;

/** A step that waits, as stored: the step, who made it and any second value that differed. */
interface PendingRow extends ResultStep {
  made_by_id: string | null;
  made_by: string;
  made_role: string;
  made_at: Date;
  disputed_value: string | null;
  disputed_by_id: string | null;
  disputed_by: string | null;
  disputed_at: Date | null;
}

/** A main market's session of a column ('open', 'close'); '' for a starline slot or a jackpot. */
const sessionOf = (market: { kind: string }, field: ResultField) =>
  market.kind === 'main' ? (field === 'close_pana' ? 'close' : 'open') : '';

/** The column a market day's session writes. */
export const fieldOf = (day: MarketDay): ResultField =>
  day.scope === 'close' ? 'close_pana' : day.scope === 'jackpot' ? 'jodi' : 'open_pana';

/** "KALYAN open", "STAR 11:00", "JACKPOT": the words of a step's market day. */
function named(step: Pick<ResultStep, 'market' | 'timing' | 'field'>): string {
  if (step.timing) return `${step.market} ${step.timing}`;
  return step.field === 'jodi' ? step.market : `${step.market} ${step.field === 'close_pana' ? 'close' : 'open'}`;
}

const verb = (kind: ResultStep['kind']) => (kind === 'declare' ? 'declared' : 'corrected to');
const noun = (kind: ResultStep['kind']) => (kind === 'declare' ? 'declaration' : 'correction');
const targetOf = (step: Pick<ResultStep, 'market' | 'timing'>) =>
  `market:${step.market}${step.timing ? ` ${step.timing}` : ''}`;

const KEY = 'market = $1 and day = $2 and timing = $3 and field = $4';
const keyOf = (step: Pick<ResultStep, 'market' | 'day' | 'timing' | 'field'>) => [
  step.market,
  step.day,
  step.timing,
  step.field,
];

/**
 * Two-person control over results: no result is decided by one operator alone. With the setting on, a declaration or
 * correction by one operator is stored as pending (nothing settled, logged, or told to players);
 * a second operator who types the same value confirms it, and the step goes ahead as the
 * second's, in the same transaction; a different value marks it disputed (both look again, and
 * the next declaration starts anew). The maker can never confirm their own. Every step is
 * audited in its transaction, and announced to the results desks (`what: 'pending'`, which
 * the player's stream does not pass on).
 */
export function twoPersonGate(actor: Actor, now: () => Date): ResultGate {
  return async (tx, step) => {
    const [row] = await tx.query<PendingRow>(`select * from pending_results where ${KEY} for update`, keyOf(step));
    const who = named(step);
    if (!(await twoPersonResults(tx))) {
      // Made while the control is off: it replaces whatever waited for this column.
      if (row) await tx.query(`delete from pending_results where ${KEY}`, keyOf(step));
      return { go: true, proposal: null, cleared: row ? { by: row.made_by, value: row.value } : null };
    }
    refuseSharedToken(actor, `A ${noun(step.kind)} of ${who}`);
    const announce = () =>
      publishMarketChange(tx, { market: step.market, day: step.day, timing: step.timing, what: 'pending' });
    if (!row || row.disputed_value !== null) {
      await tx.query(
        `insert into pending_results (market, day, timing, field, kind, value, early, made_by_id, made_by, made_role, made_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (market, day, timing, field) do update set kind = $5, value = $6, early = $7, made_by_id = $8,
           made_by = $9, made_role = $10, made_at = $11, disputed_value = null, disputed_by_id = null,
           disputed_by = null, disputed_at = null`,
        [...keyOf(step), step.kind, step.value, step.early, ...makerOf(actor), now()],
      );
      await audit(tx, now(), actor, {
        action: 'result.pending',
        target: targetOf(step),
        before: row ? { disputed: disputeOf(row) } : null,
        after: { ...where(step), kind: step.kind, value: step.value, ...(step.early ? { early: true } : {}) },
      });
      await announce();
      return {
        go: false,
        state: 'pending',
        message: `${who} ${verb(step.kind)} ${step.value}: waiting for a second results operator to type the same value. Nothing is settled until then.`,
      };
    }
    if (row.kind !== step.kind)
      throw new Conflict(
        `A ${noun(row.kind)} of ${who} by ${row.made_by} waits for a second operator: confirm or withdraw it first.`,
      );
    await refuseMakersNewAccount(tx, actor, { id: row.made_by_id, username: row.made_by }, now());
    if (isMaker(actor, { id: row.made_by_id, username: row.made_by })) {
      if (row.value === step.value)
        throw new Forbidden(
          `You ${verb(step.kind)} ${step.value} for ${who}: a second results operator must confirm it, not you.`,
        );
      throw new Conflict(`You have ${row.value} waiting for ${who}: withdraw it first to give another value.`);
    }
    if (row.value !== step.value) {
      await tx.query(
        `update pending_results set disputed_value = $5, disputed_by_id = $6, disputed_by = $7, disputed_at = $8 where ${KEY}`,
        [...keyOf(step), step.value, actor.operatorId, actor.username, now()],
      );
      await audit(tx, now(), actor, {
        action: 'result.disagree',
        target: targetOf(step),
        before: { ...where(step), kind: row.kind, value: row.value, by: row.made_by },
        after: { ...where(step), kind: step.kind, value: step.value },
      });
      await announce();
      return {
        go: false,
        state: 'disputed',
        message: `${row.made_by} gave another value for ${who}: nothing is settled. Both of you, look at the draw again; the next ${noun(step.kind)} starts anew.`,
      };
    }
    await tx.query(`delete from pending_results where ${KEY}`, keyOf(step));
    return {
      go: true,
      proposal: { by: row.made_by, role: row.made_role, at: consoleTime(row.made_at), early: row.early },
      cleared: null,
    };
  };
}

const where = (step: Pick<ResultStep, 'day' | 'field'>) => ({ day: step.day, field: step.field });
const disputeOf = (row: PendingRow) =>
  row.disputed_value === null
    ? null
    : { value: row.value, by: row.made_by, disputedValue: row.disputed_value, disputedBy: row.disputed_by };

/** What waits for a second operator on a market day, as the results desk shows it. */
export interface PendingResultView {
  session: 'open' | 'close' | '';
  timing: string;
  field: ResultField;
  kind: 'declare' | 'correct';
  by: string;
  at: string | null;
  early: boolean;
  /** Whether the viewer made it (they may withdraw it; they cannot confirm it). */
  mine: boolean;
  /** The value: shown to its maker only (and, once disputed, to the two who disagree), so a confirmation is a second reading, never a copy. */
  value: string | null;
  disputed: { by: string; at: string | null; value: string | null } | null;
}

/** Whether the viewer is one of the two operators of a disputed step. */
const isDisputer = (viewer: Actor, row: PendingRow) =>
  row.disputed_by !== null && isMaker(viewer, { id: row.disputed_by_id, username: row.disputed_by });

function viewOf(viewer: Actor, market: { kind: string }, row: PendingRow): PendingResultView {
  const mine = isMaker(viewer, { id: row.made_by_id, username: row.made_by });
  const party = mine || isDisputer(viewer, row);
  return {
    session: sessionOf(market, row.field),
    timing: row.timing,
    field: row.field,
    kind: row.kind,
    by: row.made_by,
    at: consoleTime(row.made_at),
    early: row.early,
    mine,
    value: mine || (party && row.disputed_value !== null) ? row.value : null,
    disputed:
      row.disputed_value === null
        ? null
        : { by: row.disputed_by ?? '', at: consoleTime(row.disputed_at), value: party ? row.disputed_value : null },
  };
}

/** A market day's pending steps (both sessions of a main market), as the viewer may see them. */
export async function pendingResultsOf(db: Sql, viewer: Actor, day: MarketDay): Promise<PendingResultView[]> {
  const rows = await db.query<PendingRow>(
    'select * from pending_results where market = $1 and day = $2 and timing = $3 order by field',
    [day.market.name, day.day, day.timing],
  );
  return rows.map((row) => viewOf(viewer, day.market, row));
}

/** Every pending step of a day (today's board), keyed `MARKET|timing`. */
export async function pendingResultsOn(db: Sql, viewer: Actor, day: string): Promise<Map<string, PendingResultView[]>> {
  const rows = await db.query<PendingRow & { kind_of_market: string }>(
    `select p.*, m.kind as kind_of_market from pending_results p join markets m on m.name = p.market
     where p.day = $1 order by p.market, p.timing, p.field`,
    [day],
  );
  const byDay = new Map<string, PendingResultView[]>();
  for (const row of rows) {
    const key = `${row.market}|${row.timing}`;
    byDay.set(key, [...(byDay.get(key) ?? []), viewOf(viewer, { kind: row.kind_of_market }, row)]);
  }
  return byDay;
}

/** A market day with a step waiting for a second operator is not voided: it is confirmed or withdrawn first. */
export async function refuseIfPending(tx: Sql, market: string, day: string, timing: string): Promise<void> {
  const [row] = await tx.query<PendingRow>(
    'select * from pending_results where market = $1 and day = $2 and timing = $3 order by field limit 1',
    [market, day, timing],
  );
  if (row)
    throw new Conflict(
      `A ${noun(row.kind)} of ${named(row)} by ${row.made_by} waits for a second results operator: confirm or withdraw it before voiding the day.`,
    );
}

/**
 * Withdraws what waits on a market day's session: by its maker, or (once disputed) by the
 * operator who disagreed. Audited `result.withdraw` in its transaction.
 */
export async function withdrawPending(db: Database, actor: Actor, day: MarketDay, now: () => Date) {
  const step = { market: day.market.name, day: day.day, timing: day.timing, field: fieldOf(day) };
  return db.transaction(async (tx) => {
    await lockMarketDay(tx, step.market, step.day, step.timing);
    const [row] = await tx.query<PendingRow>(`select * from pending_results where ${KEY} for update`, keyOf(step));
    if (!row) throw new NotFound(`Nothing of ${named(step)} on ${step.day} waits for a second operator.`);
    if (!isMaker(actor, { id: row.made_by_id, username: row.made_by }) && !isDisputer(actor, row))
      throw new Forbidden(`Only ${row.made_by}, who gave ${named(step)}'s value, may withdraw it.`);
    await tx.query(`delete from pending_results where ${KEY}`, keyOf(step));
    await audit(tx, now(), actor, {
      action: 'result.withdraw',
      target: targetOf(step),
      before: { ...where(step), kind: row.kind, value: row.value, by: row.made_by, disputed: disputeOf(row) },
      after: null,
    });
    await publishMarketChange(tx, { market: step.market, day: step.day, timing: step.timing, what: 'pending' });
    return { withdrawn: true, market: step.market, day: step.day, timing: step.timing, field: step.field };
  });
}
