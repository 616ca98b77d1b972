// npm run test:e2e: the Playwright suite in two shards side by side, each a `playwright test
// --shard=i/N` with its own server (port E2E_PORT + i - 1) and its own output folder.
// One worker on one server spends half its time waiting on the browser; two halves fill both
// cores. Each shard runs its files in the suite's order on a server of its own, so no spec
// ever shares a server with a spec running at the same moment, and which half a file lands in
// does not change from run to run (Playwright's sharding is by file, in order).
// E2E_SHARDS=1 runs the suite as one; arguments after the script go to every shard.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8181);
const running = new Set();

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });

function runShard(index) {
  return new Promise((resolve) => {
    const name = `e2e ${index}/${shards}`;
    const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${shards}`, ...process.argv.slice(2)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index - 1),
        E2E_OUTPUT_DIR: `test-results/shard-${index}`,
      },
    });
    running.add(child);
    child.on('error', (error) => console.log(`[${name}] could not start: ${error.message}`));
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    child.on('close', (code, signal) => {
      running.delete(child);
      console.log(`──── ${name}: ${signal ? `killed by ${signal}` : `exit ${code}`}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
