import type { Database, Sql } from '../../db/database.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { stamp, type Clock } from './clock.js';
import { CASHIER_CEILING_KEY, PAYOUT_THRESHOLD_KEY, thresholdPaise, TWO_PERSON_RESULTS_KEY } from './two-person.js';

/** How long a loosening of two-person control waits before it takes effect. */
export const LOOSENING_DELAY_HOURS = 24;

/** A loosening waiting for its time, as the console's Settings shows it to every owner. */
export interface ScheduledChange {
  key: string;
  value: string;
  askedBy: string;
  askedAt: string;
  effectiveAt: string;
}

/**
 * Whether changing `key` from `before` to `after` loosens the line one person may not cross
 * alone: two-person results switched off, the payout threshold raised or removed, a cashier's
 * daily ceiling raised. Tightening, or any other setting, is not.
 */
export function loosens(key: string, before: string | undefined, after: string): boolean {
  if (key === TWO_PERSON_RESULTS_KEY) return before === '1' && after !== '1';
  if (key === PAYOUT_THRESHOLD_KEY) {
    const [was, will] = [thresholdPaise(before), thresholdPaise(after)];
    return was !== null && (will === null || will > was);
  }
  if (key === CASHIER_CEILING_KEY) return Number(after || '0') > Number(before || '0');
  return false;
}

const viewOf = (row: { key: string; value: string; asked_by: string; asked_at: Date; effective_at: Date }) => ({
  key: row.key,
  value: row.value,
  askedBy: row.asked_by,
  askedAt: stamp(row.asked_at),
  effectiveAt: stamp(row.effective_at),
});

/** The loosenings waiting for their time. */
export async function scheduledChanges(db: Sql): Promise<ScheduledChange[]> {
  const rows = await db.query<{ key: string; value: string; asked_by: string; asked_at: Date; effective_at: Date }>(
    'select key, value, asked_by, asked_at, effective_at from config_changes order by effective_at, key',
  );
  return rows.map(viewOf);
}

/**
 * Keeps a loosening for LOOSENING_DELAY_HOURS: one person who may change the settings cannot
 * switch the line off, act alone and switch it back; every owner sees it coming (Settings) and
 * may cancel it by setting the value again. Audited `config.loosen-scheduled`.
 */
export async function scheduleLoosening(
  tx: Sql,
  actor: Actor,
  now: Date,
  changes: Readonly<Record<string, { before: string | null; after: string }>>,
): Promise<void> {
  const effectiveAt = new Date(now.getTime() + LOOSENING_DELAY_HOURS * 3_600_000);
  for (const [key, { before, after }] of Object.entries(changes)) {
    await tx.query(
      `insert into config_changes (key, value, asked_by, asked_at, effective_at) values ($1, $2, $3, $4, $5)
       on conflict (key) do update set value = $2, asked_by = $3, asked_at = $4, effective_at = $5`,
      [key, after, actor.username, now, effectiveAt],
    );
    await audit(tx, now, actor, {
      action: 'config.loosen-scheduled',
      target: 'config',
      before: { [key]: before },
      after: { [key]: after, effectiveAt: stamp(effectiveAt) },
    });
  }
}

/** The system, as the audit trail names what it does at its time. */
const SCHEDULE: Actor = { operatorId: null, username: 'schedule', role: 'owner', address: 'local' };

/**
 * Puts into effect each loosening whose time has come, once, however many processes run it
 * (the rows are taken by a delete). Audited `config.loosen-applied`. Gives how many.
 */
export async function applyDueLoosenings(db: Database, clock: Clock): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const due = await tx.query<{ key: string; value: string; asked_by: string; asked_at: Date; effective_at: Date }>(
      'delete from config_changes where effective_at <= $1 returning key, value, asked_by, asked_at, effective_at',
      [now],
    );
    for (const change of due) {
      const [before] = await tx.query<{ value: string }>('select value from config where key = $1', [change.key]);
      await tx.query('insert into config (key, value) values ($1, $2) on conflict (key) do update set value = $2', [
        change.key,
        change.value,
      ]);
      await audit(tx, now, SCHEDULE, {
        action: 'config.loosen-applied',
        target: 'config',
        before: { [change.key]: before?.value ?? null },
        after: { [change.key]: change.value, askedBy: change.asked_by, askedAt: stamp(change.asked_at) },
      });
    }
    return due.length;
  });
}

/** Applies due loosenings now and every minute, one process at a time. */
export function startLooseningSchedule(db: Database, clock: Clock, log: (line: string) => void = console.log) {
  const tick = async () => {
    try {
      await db.exclusive('loosening-schedule', () => applyDueLoosenings(db, clock));
    } catch (error) {
      log(`[settings] could not apply a scheduled change: ${String(error)}`);
    }
  };
  void tick();
  const timer = setInterval(tick, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
