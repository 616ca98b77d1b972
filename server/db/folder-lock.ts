import { linkSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'matka-server.lock';
/** A holder touches its lock file this often: in another container of the same kernel, its pid cannot be checked, its beat can. */
const BEAT_MS = 2_000;
/** A lock file of this kernel untouched this long: its holder is gone. */
const BEAT_GONE_MS = 15_000;

/** Who holds a data folder: what the lock file says. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** The kernel's boot id (Linux): a holder of another boot ran before this machine restarted, or on another machine. */
  boot?: string | undefined;
  /** The pid namespace (Linux): a pid is checked only within its own; another container's is not. */
  pidns?: string | undefined;
}

export interface LockOptions {
  /**
   * TAKE_OVER_LOCK: `<host>:<pid>` of a holder on another host (or another container of
   * the same name) that is gone for good: its lock is taken over. Anything else is refused.
   */
  takeOver?: string | undefined;
  log?: (line: string) => void;
  /** Called once when the lease is found lost (the database then refuses every further call). */
  onLost?: () => void;
}

/** The claims this process holds: a folder's lock file, and the holder it must keep naming. */
const claims = new Map<string, LockHolder>();

/**
 * Whether the lock file of `folder` still names this process's claim: read on every turn at the
 * engine and before every commit (a lease), so a holder that lost its lock (frozen past its
 * beats while another process took the folder over) acknowledges no further write.
 */
export function stillHolds(folder: string): boolean {
  const path = join(folder, LOCK_FILE);
  const mine = claims.get(path);
  const holder = mine && readLock(path)?.holder;
  return !!holder && holder.pid === mine.pid && holder.host === mine.host && holder.since === mine.since;
}

/** The value of TAKE_OVER_LOCK that takes over this holder's lock. */
export const takeOverValue = (holder: LockHolder) => `${holder.host}:${holder.pid}`;

/** This process as a holder. */
export function thisProcess(): LockHolder {
  const read = (what: () => string) => {
    try {
      return what().trim() || undefined;
    } catch {
      return undefined;
    }
  };
  return {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    boot: read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    pidns: read(() => readlinkSync('/proc/self/ns/pid')),
  };
}

type Verdict =
  | { gone: true }
  /** `elsewhere`: whether it may run where this process cannot look (and so may be taken over by name). */
  | { gone: false; elsewhere: boolean; where: string };

/**
 * Whether a lock's holder may still run. A pid means something only on the same host, in the
 * same boot and the same pid namespace: a holder anywhere else is never judged gone by its
 * pid (two containers on one volume would both write). Within one kernel its beat (the lock
 * file's time) says; after a reboot of this machine it is gone.
 */
function judge(holder: LockHolder, mine: LockHolder, touchedAt: number): Verdict {
  const differ = (a: string | undefined, b: string | undefined) => !!a && !!b && a !== b;
  if (holder.host !== mine.host) return { gone: false, elsewhere: true, where: `on another host, ${holder.host}` };
  if (differ(holder.boot, mine.boot)) {
    // The same host name and the same pid namespace (a machine's own, not a container's), another boot: this machine restarted since.
    if (!differ(holder.pidns, mine.pidns)) return { gone: true };
    return {
      gone: false,
      elsewhere: true,
      where: `on host ${holder.host}, in another container or on another machine of that name, or before this machine restarted`,
    };
  }
  if (differ(holder.pidns, mine.pidns)) {
    if (Date.now() - touchedAt > BEAT_GONE_MS) return { gone: true };
    return { gone: false, elsewhere: false, where: `in another container of host ${holder.host}, which still runs` };
  }
  // A holder with this very pid is an earlier process of this host (a container's pid 1, a reused pid): gone.
  if (holder.pid !== process.pid && isRunning(holder.pid))
    return { gone: false, elsewhere: false, where: 'on this host' };
  return { gone: true };
}

/**
 * Claims a PGlite data folder for this process. PGlite has no server to arbitrate between
 * processes: two of them writing one folder corrupt it. A second process is refused with the
 * holder's host, pid and start; a lock left on this host by a process that no longer runs
 * (killed, crashed) is taken over. A lock held on another host is never taken over unless
 * `takeOver` names its holder. Gives the function that releases the claim.
 */
export function lockFolder(folder: string, options: LockOptions = {}): () => void {
  const path = join(folder, LOCK_FILE);
  const log = options.log ?? console.log;
  const mine = thisProcess();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(path, JSON.stringify(mine))) return held(path, mine, log);
    const read = readLock(path);
    if (!read) continue; // Released meanwhile.
    const { text, holder, touchedAt } = read;
    // A lock no one can read names no holder to judge: fresh, it may be another process's
    // claim still being written, or a holder this version cannot read, so it is not taken;
    // one left unbeaten for a while is a crash's remnant.
    if (!holder && Date.now() - touchedAt <= BEAT_GONE_MS) throw new Error(unreadableRefusal(folder, path));
    if (holder) {
      const verdict = judge(holder, mine, touchedAt);
      if (!verdict.gone) {
        const named = verdict.elsewhere && options.takeOver === takeOverValue(holder);
        if (!named) throw new Error(refusal(folder, holder, verdict, options.takeOver));
        log(
          `Taking over the data folder ${folder} from server process ${holder.pid} on host ${holder.host} ` +
            `(since ${holder.since}), as TAKE_OVER_LOCK says that host is gone.`,
        );
      }
    }
    // Stale (or unreadable and unbeaten: cut off by a crash while written), or named: removed, unless another process claimed it meanwhile.
    if (readLock(path)?.text === text) rmSync(path, { force: true });
  }
  throw new Error(`Could not claim the data folder ${folder}: another process keeps claiming it.`);
}

function unreadableRefusal(folder: string, path: string): string {
  return (
    `The data folder ${folder} has a lock file this process cannot read (${path}), written less than ` +
    `${BEAT_GONE_MS / 1000} s ago: another process may be claiming the folder. Start again in ${BEAT_GONE_MS / 1000} s ` +
    'if none is; a lock no process beats is then taken over.'
  );
}

function refusal(
  folder: string,
  holder: LockHolder,
  verdict: { elsewhere: boolean; where: string },
  takeOver: string | undefined,
): string {
  const held = `The data folder ${folder} is in use by server process ${holder.pid} ${verdict.where} (since ${holder.since}).`;
  const oneProcess =
    'One PGlite folder belongs to one process: stop that process, or give this one another DATA_DIR, ' +
    'or run several processes on one PostgreSQL server with DATABASE_URL.';
  if (!verdict.elsewhere) return `${held} ${oneProcess}`;
  return (
    `${held} This process cannot see whether it still runs, and two processes writing one folder lose data. ` +
    `${oneProcess} If host ${holder.host} is gone for good (and its process with it), start this process once ` +
    `with TAKE_OVER_LOCK=${takeOverValue(holder)}.` +
    (takeOver ? ` (TAKE_OVER_LOCK=${takeOver} names another holder.)` : '')
  );
}

/** Creates the lock file whole, or gives false when it exists: linked from a file of its own, so no reader sees it half written. */
function create(path: string, text: string): boolean {
  const draft = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    writeFileSync(draft, text, { flag: 'wx' });
    try {
      linkSync(draft, path);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    // A file system without hard links: an exclusive create.
    writeFileSync(path, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The claim: a beat on the lock file while it names this process, and its removal at release or exit. */
function held(path: string, mine: LockHolder, log: (line: string) => void): () => void {
  claims.set(path, mine);
  const ours = () => {
    const holder = readLock(path)?.holder;
    return holder?.pid === mine.pid && holder.host === mine.host && holder.since === mine.since;
  };
  let lost = false;
  const beat = setInterval(() => {
    if (ours()) {
      const now = new Date();
      try {
        utimesSync(path, now, now);
      } catch {
        // The next beat tries again.
      }
    } else if (!lost) {
      lost = true;
      log(`[db] the lock of the data folder ${path} no longer names this process: another one took it over.`);
    }
  }, BEAT_MS);
  beat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    claims.delete(path);
    clearInterval(beat);
    process.off('exit', release);
    if (ours()) rmSync(path, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readLock(path: string): { text: string; holder: LockHolder | undefined; touchedAt: number } | undefined {
  let text: string;
  let touchedAt: number;
  try {
    text = readFileSync(path, 'utf8');
    touchedAt = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    const valid = Number.isInteger(holder.pid) && typeof holder.host === 'string';
    return { text, holder: valid ? holder : undefined, touchedAt };
  } catch {
    return { text, holder: undefined, touchedAt };
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
