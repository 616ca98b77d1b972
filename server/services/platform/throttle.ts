import type { Database, Sql } from '../../db/database.js';
import { counted } from './english.js';
import { Refusal } from './refusal.js';

/**
 * How a key backs off: free tries, then waits doubling from a first one up to a cap; quiet for a
 * while, it starts afresh. Free tries compare no clocks (next_at stays -infinity), so the
 * small skew between server processes cannot refuse one.
 */
export interface BackoffRule {
  freeTries: number;
  /** The wait after the first try past the free ones; each further try doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  quietResetMs: number;
}

/** A try `attempt` admitted: say how it went, once. */
export interface Attempt {
  /** It failed: it stays counted, and the key's quiet time starts again from it. */
  failed(): Promise<void>;
  /** It succeeded: it is taken back from every key, so successes never add up to a wait. */
  succeeded(): Promise<void>;
}

/**
 * Abuse limits kept in the database, so they hold across server processes. Each check is
 * one conditional upsert: concurrent requests queue on the key's row lock, and only those
 * the rule admits get a row back.
 */
export class Throttle {
  /**
   * Admits a try for every key, or for none and refuses with how long to wait. A try counts
   * at once, before its outcome is known, so a burst of parallel tries gets no more of them
   * than slow ones; the `Attempt` then takes a successful one back. Only failed tries move
   * the key's last time, so a crowd's successes never hold off the quiet reset.
   */
  async attempt(
    db: Database,
    now: Date,
    keys: { key: string; rule: BackoffRule }[],
    refusal: (seconds: number) => string | Refusal,
  ): Promise<Attempt> {
    const taken = await db.transaction(async (tx) => {
      const counted: { key: string; nextAt: string }[] = [];
      for (const { key, rule } of keys) {
        const quiet = new Date(now.getTime() - rule.quietResetMs);
        const afresh = 'backoffs.last_at < $3';
        const hits = `case when ${afresh} then 1 else backoffs.hits + 1 end`;
        const [admitted] = await tx.query<{ next_at: string }>(
          `insert into backoffs (key, hits, last_at, next_at) values ($1, 1, $2, '-infinity')
           on conflict (key) do update set hits = ${hits},
             last_at = case when ${afresh} then $2 else backoffs.last_at end,
             next_at = case when ${hits} > $4
               then $2 + least($5::float8, $6::float8 * power(2, least(${hits} - $4 - 1, 40))) * interval '1 millisecond'
               else '-infinity' end
           where backoffs.next_at <= $2 or ${afresh}
           returning next_at::text as next_at`,
          [key, now, quiet, rule.freeTries, rule.maxDelayMs, rule.firstDelayMs],
        );
        if (admitted) {
          counted.push({ key, nextAt: admitted.next_at });
          continue;
        }
        // Refused: the keys counted before this one are rolled back with the transaction.
        const [row] = await tx.query<{ next_at: Date }>('select next_at from backoffs where key = $1', [key]);
        const wait = row ? new Date(row.next_at).getTime() - now.getTime() : 1000;
        const refused = refusal(Math.max(1, Math.ceil(wait / 1000)));
        throw typeof refused === 'string' ? new Refusal(refused) : refused;
      }
      return counted;
    });
    return {
      failed: async () => {
        for (const { key } of taken)
          await db.query('update backoffs set last_at = greatest(last_at, $2) where key = $1', [key, now]);
      },
      succeeded: async () => {
        // One try less. The wait it set (when no later try has set another) goes too: the
        // wait before it had run out, or the try would not have been admitted.
        for (const { key, nextAt } of taken)
          await db.query(
            `update backoffs set hits = greatest(hits - 1, 0),
               next_at = case when next_at = $2::timestamptz then '-infinity' else next_at end
             where key = $1`,
            [key, nextAt],
          );
      },
    };
  }

  /**
   * Takes one use of each quota, all or none (run it in a transaction), or refuses with the
   * quota's own message and how long until its window ends.
   */
  async take(
    tx: Sql,
    now: Date,
    quotas: { key: string; limit: number; windowMs: number; refusal: (seconds: number) => string }[],
  ): Promise<void> {
    for (const quota of quotas) {
      const start = new Date(Math.floor(now.getTime() / quota.windowMs) * quota.windowMs);
      // Only a later window starts the count afresh: a process whose clock runs behind counts
      // its uses in the window already open, so switching between skewed clocks gains nothing.
      const [taken] = await tx.query(
        `insert into quotas (key, window_start, used) values ($1, $2, 1)
         on conflict (key) do update set
           used = case when $2 > quotas.window_start then 1 else quotas.used + 1 end,
           window_start = greatest(quotas.window_start, $2)
         where quotas.window_start < $2 or quotas.used < $3
         returning 1`,
        [quota.key, start, quota.limit],
      );
      if (!taken)
        throw new Refusal(
          quota.refusal(Math.max(1, Math.ceil((start.getTime() + quota.windowMs - now.getTime()) / 1000))),
        );
    }
  }
}

/** A wait in words: '1 second', '45 seconds', '3 minutes', '2 hours'. */
export function waitWords(seconds: number): string {
  if (seconds < 90) return counted(seconds, 'second');
  if (seconds < 90 * 60) return counted(Math.ceil(seconds / 60), 'minute');
  return counted(Math.ceil(seconds / 3600), 'hour');
}
