import type { Database } from '../../db/database.js';
import type { Clock } from '../platform/clock.js';
import { audit } from '../platform/audit.js';
import type { Settings } from '../platform/settings.js';

/** The setting: how many days a deposit's screenshot is kept after the deposit is decided. */
export const SCREENSHOT_KEEP_DAYS_KEY = 'screenshot_keep_days';
// One transaction deletes at most this many (a large first sweep runs in several, each short).
const BATCH = 500;
const DAY_MS = 86_400_000;
/** How often a server looks for screenshots past their keeping time. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The system's own actor in the audit trail: no operator asked, the owner's setting did. */
const SWEEPER = { operatorId: null, username: 'system', role: 'owner' as const, address: '' };

/**
 * Deletes the payment screenshots of deposits decided more than `screenshot_keep_days` ago
 * (pending ones are never touched), marks each deposit with the moment, and writes one audit
 * row per batch (`deposit.screenshots_deleted`: how many, which deposits, the cutoff), in the
 * same transaction. Several processes may sweep at once: a row locked by one is skipped by
 * the other (skip locked), so each screenshot is deleted and audited once. Returns how many.
 */
export async function sweepScreenshots(db: Database, clock: Clock, settings: Settings): Promise<number> {
  const keepDays = Number(await settings.value(SCREENSHOT_KEEP_DAYS_KEY));
  if (!Number.isInteger(keepDays) || keepDays < 1) return 0;
  let deleted = 0;
  for (;;) {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
    const ids = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; gone: number }>(
        `with due as (
           select id from deposits
           where status <> 'Pending' and screenshot_deleted_at is null and decided_at < $1
           order by decided_at limit $3 for update skip locked
         ), gone as (
           delete from deposit_screenshots s using due where s.deposit_id = due.id returning s.deposit_id
         )
         update deposits d set screenshot_deleted_at = $2 from due where d.id = due.id
         returning d.id::int as id, (select count(*) from gone)::int as gone`,
        [cutoff, now, BATCH],
      );
      const batch = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
      // Deposits due (every one is marked, so none is due again) and screenshots deleted (a
      // deposit the migration found no readable screenshot for has none).
      const screenshots = Number(rows[0]?.gone ?? 0);
      if (batch.length > 0)
        await audit(tx, now, SWEEPER, {
          action: 'deposit.screenshots_deleted',
          target: 'deposits',
          after: { deposits: batch, count: batch.length, screenshots, keepDays, decidedBefore: cutoff.toISOString() },
        });
      return batch;
    });
    deleted += ids.length;
    if (ids.length < BATCH) break;
  }
  // PGlite runs no autovacuum: without this the deleted images stay in its data files, and in
  // every backup of them. On PostgreSQL autovacuum would, later; this frees the space now.
  if (deleted > 0) await db.query('vacuum deposit_screenshots');
  return deleted;
}

/** Sweeps now and then every hour, one process at a time; the timer does not keep the process alive. */
export function startScreenshotSweep(
  db: Database,
  clock: Clock,
  settings: Settings,
  log: (line: string) => void = console.log,
): () => void {
  const tick = async () => {
    try {
      const deleted = await db.exclusive('screenshot-sweep', () => sweepScreenshots(db, clock, settings));
      if (deleted) log(`[screenshots] deleted ${deleted} past their keeping time`);
    } catch (error) {
      log(`[screenshots] could not sweep: ${String(error)}`);
    }
  };
  void tick();
  const timer = setInterval(tick, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
