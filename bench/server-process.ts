// What the benches share: a real server process (node server/main.ts over loopback HTTP) on
// a free port, and the figures they report from timed runs.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `node --import tsx server/main.ts` with `env` (PORT is set here), its output in `logFile`,
 * ready once /healthz answers; a process that exits or stays silent for 60 s is stopped and
 * its log thrown with the error.
 */
export async function startServerProcess(
  name: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const output = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null)
      throw new Error(`the ${name} server exited at start:\n${readFileSync(logFile, 'utf8')}`);
    if (waited > 60_000) {
      await stop();
      throw new Error(`the ${name} server did not answer /healthz within 60 s:\n${readFileSync(logFile, 'utf8')}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Milliseconds to one decimal. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times `call`: `warmups` untimed runs, then `runs` timed ones, one after another. Gives the
 * sorted times in ms and the size of the last answer.
 */
export async function timeRuns(call: () => Promise<string>, runs: number, warmups: number) {
  for (let i = 0; i < warmups; i++) await call();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = (await call()).length;
    ms.push(performance.now() - started);
  }
  return { ms: ms.sort((a, b) => a - b), bytes };
}
