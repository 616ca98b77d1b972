import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { checkChannel, deliver } from './channel-name.js';
import type { Database } from './database.js';
import { lockFolder, stillHolds, type LockOptions } from './folder-lock.js';
import { queryFailure } from './query-failure.js';
import { TransactionGuard } from './transaction-guard.js';

/**
 * Embedded PostgreSQL in a data folder (or in memory for `memory://`): nothing to install.
 * The folder belongs to this process alone (a second one is refused at start, wherever it
 * runs; `lock.takeOver` takes over the lock of a host that is gone: server/db/folder-lock.ts).
 */
export async function openPglite(
  dataDir: string,
  lock: LockOptions = {},
  start: { loadDataDir?: Blob } = {},
): Promise<Database & Required<Pick<Database, 'dumpDataDir'>>> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => undefined : lockFolder(dataDir, lock);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, { loadDataDir: start.loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  const guard = new TransactionGuard();
  // PGlite runs one query or transaction at a time, synchronously on this thread, and its own
  // queue hands the engine to the next waiter in a promise callback: with 50 requests waiting,
  // the whole queue ran before the event loop read a socket again (stalls of 0.3–2 s, during
  // which requests not yet read waited). Each turn on the engine here starts in a macrotask of
  // its own, in arrival order, so sockets are read and answered between turns.
  // The lease: a process whose lock file names another holder now (it was frozen past its beats
  // and the folder taken over) runs nothing more on the engine, and commits nothing: the other
  // process's writes are the folder's, and none of this one's is acknowledged after it lost it.
  let fenced = false;
  const lease = () => {
    if (inMemory || (!fenced && stillHolds(dataDir))) return;
    if (!fenced) {
      fenced = true;
      lock.onLost?.();
    }
    throw new Error(
      `The data folder ${dataDir} is no longer this process's: its lock names another server process. This one writes nothing more.`,
    );
  };
  let last: Promise<unknown> = Promise.resolve();
  const turn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        lease();
        return work();
      });
    last = run.catch(() => undefined);
    return run;
  };
  // A refused statement throws a QueryFailed: its parameters and PostgreSQL's detail stay out of every log.
  const run = async <R>(on: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]): Promise<R[]> => {
    try {
      return (await on.query<R>(text, params as unknown[])).rows;
    } catch (error) {
      throw queryFailure(error, text, params);
    }
  };
  return {
    engine: 'pglite',
    query: (text, params) => {
      guard.check(text);
      return turn(() => run(db, text, params));
    },
    // PGlite runs one transaction at a time: concurrent requests queue behind it, one turn each.
    transaction: (work) =>
      turn(() =>
        db.transaction((tx) =>
          guard.run(async () => {
            const result = await work({ query: (text, params) => run(tx, text, params) });
            // Checked again before the commit: a lease lost during the transaction rolls it back.
            lease();
            return result;
          }),
        ),
      ).catch((error: unknown) => {
        // The commit's own refusal (a deferred constraint) comes from PGlite as it is.
        throw queryFailure(error);
      }),
    // One process per folder: no other process can be running the same work.
    exclusive: (_name, work) => work(),
    // One process: a NOTIFY reaches this process's own LISTEN, on commit.
    listen: async (channel, onMessage) => {
      const stop = await db.listen(checkChannel(channel), (payload) => deliver(onMessage, payload, channel));
      return async () => {
        if (!db.closed) await stop();
      };
    },
    exec: async (script) => {
      try {
        await db.exec(script);
      } catch (error) {
        throw queryFailure(error, script, []);
      }
    },
    // The data folder as a tarball, which `start.loadDataDir` opens as a copy (backups; tests start
    // from a migrated one). No other query runs in its turn; the checkpoint first writes every
    // changed page to the files, so the copy needs no replay of the write-ahead log to open.
    dumpDataDir: () =>
      turn(async () => {
        await db.query('checkpoint');
        return db.dumpDataDir('none');
      }),
    close: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
