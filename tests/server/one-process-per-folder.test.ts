// One PGlite folder belongs to one server process: a second is refused at start, and a
// lock left by a killed process does not block the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'matka-folder-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      OPERATOR_TOKEN: 'folder-test',
      DEMO: '',
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

// The folder lock is PGlite's; the PostgreSQL run of the server tests skips it.
it.skipIf(!!process.env.DATABASE_URL)('refuses a second process on the folder, and restarts after a kill', async () => {
  const port = 20_000 + Math.floor(Math.random() * 1000);
  const first = start(port);
  expect(await first.up).toBe(true);

  const second = start(port + 1);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by server process ${first.child.pid}`);
  // The first one is untouched and still serves.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);

  first.child.kill('SIGKILL');
  await first.exited;
  const third = start(port + 2);
  expect(await third.up).toBe(true);
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
});
