import type { Database } from '../../db/database.js';

/** How often a server folds the reports' rollups' new rows into one per key. */
export const FOLD_EVERY_MS = 60 * 1000;

/**
 * The reports' rollups (the play reports' per day, market and game, migration 025; the
 * ledger's per quarter hour and kind, migration 026) take one new row per key and statement
 * that changes bets or the ledger, so that placing, settling and voiding never wait on each
 * other's totals; a fold sums each key's rows into one, so a report reads a row per key.
 * Reports are exact before and after a fold: they sum whatever rows a key has.
 */
export async function foldReportRollups(db: Database): Promise<void> {
  await db.query('select play_rollup_fold()');
  await db.query('select ledger_rollup_fold()');
}

/** Folds now and every minute, one process at a time however many share the database. */
export function startReportRollupFold(db: Database, log: (line: string) => void = console.log): () => void {
  const tick = async () => {
    try {
      await db.exclusive('report-rollup-fold', () => foldReportRollups(db));
    } catch (error) {
      log(`[reports] could not fold the report rollups: ${String(error)}`);
    }
  };
  void tick();
  const timer = setInterval(tick, FOLD_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
