// One PGlite folder belongs to one server process, whatever host it runs on: a second is
// refused at start, a lock held on another host is never taken over unless TAKE_OVER_LOCK
// names its holder, and a lock left by a killed process of this host does not block the next start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockFolder, thisProcess, type LockHolder } from '../../server/db/folder-lock.js';
import { serverEntry } from './server-entry.js';

const ROOT = join(import.meta.dirname, '../..');
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matka-folder-'));
  folders.push(dir);
  return dir;
};
const dataDir = folder();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function start(port: number, dir = dataDir, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, serverEntry('main'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      PORT: String(port),
      OPERATOR_TOKEN: 'folder-test',
      DEMO: '',
      TAKE_OVER_LOCK: '',
      ...env,
    },
    stdio: 'pipe',
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const up = (async () => {
    for (let i = 0; i < 600 && child.exitCode === null; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  })();
  return { child, up, exited, output: () => output };
}

const port = () => 20_000 + Math.floor(Math.random() * 1000);
const writeLock = (dir: string, holder: LockHolder) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid!;

// The folder lock is PGlite's; the PostgreSQL run of the server tests skips it.
describe.skipIf(!!process.env.DATABASE_URL)('one process per PGlite folder', () => {
  it('refuses a second process on the folder, and restarts after a kill', async () => {
    const at = port();
    const first = start(at);
    expect(await first.up).toBe(true);

    const second = start(at + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by server process ${first.child.pid}`);
    // The first one is untouched and still serves.
    expect((await fetch(`http://127.0.0.1:${at}/healthz`)).ok).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = start(at + 2);
    expect(await third.up).toBe(true);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  // Two containers on one volume, each with its own host name: the second took the first's
  // lock for stale (its pid is not running here), both served, and confirmed writes were lost.
  it('refuses a folder held on another host, naming the holder; TAKE_OVER_LOCK=<host>:<pid> takes it over', async () => {
    const dir = folder();
    const holder = { pid: 4242, host: 'matka-other-host', since: '2026-11-20T04:30:00.000Z' };
    writeLock(dir, holder);
    const at = port();

    const refused = start(at, dir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `The data folder ${dir} is in use by server process 4242 on another host, matka-other-host (since 2026-11-20T04:30:00.000Z).`,
    );
    expect(refused.output()).toContain('start this process once with TAKE_OVER_LOCK=matka-other-host:4242');
    expect(lockOf(dir)).toEqual(holder);

    // A take-over names the holder exactly: another pid (a later lock of that host) is refused.
    const misnamed = start(at + 1, dir, { TAKE_OVER_LOCK: 'matka-other-host:4243' });
    expect(await misnamed.exited).toBe(1);
    expect(misnamed.output()).toContain('TAKE_OVER_LOCK=matka-other-host:4243 names another holder');
    expect(lockOf(dir)).toEqual(holder);

    const taking = start(at + 2, dir, { TAKE_OVER_LOCK: 'matka-other-host:4242' });
    expect(await taking.up).toBe(true);
    expect(taking.output()).toContain(
      `Taking over the data folder ${dir} from server process 4242 on host matka-other-host (since 2026-11-20T04:30:00.000Z)`,
    );
    expect(lockOf(dir)).toMatchObject({ pid: taking.child.pid, host: hostname() });
    taking.child.kill('SIGTERM');
    expect(await taking.exited).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a holder frozen while its folder was taken over acknowledges no write after, and stops', async () => {
    const dir = folder();
    const at = port();
    const holder = start(at, dir);
    expect(await holder.up).toBe(true);
    const write = (market: string) =>
      fetch(`http://127.0.0.1:${at}/operator/markets`, {
        method: 'POST',
        headers: { authorization: 'Bearer folder-test', 'content-type': 'application/json' },
        body: JSON.stringify({ market, open_time: '10:00', close_time: '11:00' }),
      }).then(
        (r) => r.status,
        () => 0,
      );
    expect(await write('BEFORE')).toBe(200);
    // Frozen past its beats, its folder taken over (TAKE_OVER_LOCK by another host's process):
    // the lock file now names that process. Resumed, the first one must not acknowledge a write.
    holder.child.kill('SIGSTOP');
    writeLock(dir, { pid: 4242, host: 'other-host', since: new Date().toISOString() });
    holder.child.kill('SIGCONT');
    expect(await write('AFTER')).not.toBe(200);
    expect(await holder.exited).toBe(75);
    expect(holder.output()).toContain(
      `the data folder ${dir} is held by another server process now: this process stops`,
    );
  });

  it('takes over a lock this host left behind: its process is gone', async () => {
    const dir = folder();
    writeLock(dir, { ...thisProcess(), pid: deadPid(), since: '2026-11-20T04:30:00.000Z' });
    const at = port();
    const restarted = start(at, dir);
    expect(await restarted.up).toBe(true);
    expect(lockOf(dir)).toMatchObject({ pid: restarted.child.pid, host: hostname() });
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});

// Where a pid cannot be checked (another container of this kernel, another boot), the lock
// file itself says: its beat, or the restart of this machine.
describe.skipIf(!!process.env.DATABASE_URL || !thisProcess().pidns || !thisProcess().boot)(
  'a lock of this host name that a pid cannot judge',
  () => {
    const claim = (holder: LockHolder, touched: Date, takeOver?: string) => {
      const dir = folder();
      writeLock(dir, holder);
      utimesSync(join(dir, LOCK_FILE), touched, touched);
      const logged: string[] = [];
      const release = lockFolder(dir, { takeOver, log: (line) => logged.push(line) });
      const claimed = lockOf(dir);
      release();
      return { claimed, logged };
    };
    const me = thisProcess();
    const inAnotherContainer = { ...me, pid: 1, pidns: 'pid:[1]', since: '2026-11-20T04:30:00.000Z' };
    const anHourAgo = new Date(Date.now() - 3_600_000);
    // A beat is never older than "now" plus a while: set ahead, it stays fresh however slow the test runs.
    const beating = new Date(Date.now() + 3_600_000);

    it('another container of this kernel that still beats is refused, named or not', () => {
      expect(() => claim(inAnotherContainer, beating)).toThrow(
        `is in use by server process 1 in another container of host ${me.host}, which still runs (since 2026-11-20T04:30:00.000Z)`,
      );
      expect(() => claim(inAnotherContainer, beating, `${me.host}:1`)).toThrow('which still runs');
    });

    it('another container of this kernel that stopped beating is gone: its lock is taken', () => {
      expect(claim(inAnotherContainer, anHourAgo).claimed).toMatchObject({
        pid: process.pid,
        since: expect.any(String),
      });
    });

    it('a lock of an earlier boot of this machine is taken; one of another machine or container of that name is not', () => {
      const earlierBoot = { ...me, pid: process.pid, boot: 'an-earlier-boot', since: '2026-11-20T04:30:00.000Z' };
      expect(claim(earlierBoot, beating).claimed.boot).toBe(me.boot);

      const elsewhere = { ...earlierBoot, pid: 7, pidns: 'pid:[1]' };
      expect(() => claim(elsewhere, beating)).toThrow(`start this process once with TAKE_OVER_LOCK=${me.host}:7`);
      const taken = claim(elsewhere, beating, `${me.host}:7`);
      expect(taken.claimed.boot).toBe(me.boot);
      expect(taken.logged.join('\n')).toContain(`from server process 7 on host ${me.host}`);
    });

    it('a lock file no one can read is not taken while fresh (another host may be writing it); unbeaten, it is', () => {
      const unreadable = (text: string, touched: Date) => {
        const dir = folder();
        writeFileSync(join(dir, LOCK_FILE), text);
        utimesSync(join(dir, LOCK_FILE), touched, touched);
        return dir;
      };
      for (const text of ['{"pid":"12345","host":"other-host","since":"x"}', '{"pid":12345,"host":"other-host"', '']) {
        const fresh = unreadable(text, beating);
        expect(() => lockFolder(fresh, { log: () => undefined })).toThrow('has a lock file this process cannot read');
        expect(readFileSync(join(fresh, LOCK_FILE), 'utf8')).toBe(text);
        const stale = unreadable(text, anHourAgo);
        const release = lockFolder(stale, { log: () => undefined });
        expect(lockOf(stale)).toMatchObject({ pid: process.pid, host: me.host });
        release();
      }
    });

    it('a lock naming this very pid is an earlier process (a container restarted, a pid reused): taken', () => {
      const earlier = { ...me, since: '2026-11-20T04:30:00.000Z' };
      expect(claim(earlier, beating).claimed.since).not.toBe('2026-11-20T04:30:00.000Z');
    });
  },
);
