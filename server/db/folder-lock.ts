import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'matka-server.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/**
 * Claims a PGlite data folder for this process. PGlite has no server to arbitrate between
 * processes: two of them writing one folder corrupt it. A second process is refused with the
 * holder's pid; a lock left by a process that no longer runs (killed, crashed) is taken over.
 * Gives the function that releases the claim.
 */
export function lockFolder(folder: string): () => void {
  const path = join(folder, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (holderOf(path)?.pid === process.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (holder && holder.host === mine.host && isRunning(holder.pid)) {
      throw new Error(
        `The data folder ${folder} is in use by server process ${holder.pid} (since ${holder.since}). ` +
          'One PGlite folder belongs to one process: stop that process, or give this one another DATA_DIR, ' +
          'or run several processes on one PostgreSQL server with DATABASE_URL.',
      );
    }
    // Stale: its process is gone (or the file is unreadable, cut off by a crash while written).
    rmSync(path, { force: true });
  }
  throw new Error(`Could not claim the data folder ${folder}: another process keeps claiming it.`);
}

function holderOf(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
