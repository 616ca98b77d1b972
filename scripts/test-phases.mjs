// npm test: every check of the repository, phase by phase, with each phase's time printed at
// the end (and on the first failure), so the next person sees where the time goes.
// Phases in one step run side by side where the two cores would otherwise idle (the e2e
// suite waits on its browser most of the time); Lighthouse runs alone, since its scores read
// the machine's load.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// A phase is one npm script, or several run one after another (the build prerenders the login
// page in Chromium, so the browser is installed first where there is none; PostgreSQL too,
// before the two phases that start a cluster of it side by side could both install it).
// The component tests wait for the PostgreSQL run and then share its lane beside the e2e
// suite, whose browser leaves a core idle much of the time (they took 266 s of step 2 together
// with the server tests; the e2e suite ran 130 s alone after the PostgreSQL run ended).
// The build is the app's and the server's: the package is built where it is packed (test:pack).
const STEPS = [
  ['format:check', 'lint', 'typecheck', ['ensure-chromium', 'ensure-postgres', 'build:ui', 'build:server']],
  ['test:unit'],
  ['budgets'],
  ['test:e2e', ['test:postgres', 'test:ui'], 'test:pack'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const running = new Set();

// Stopped (Ctrl-C, a CI time limit), the phases stop too: no PostgreSQL cluster or server left behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
const timings = [];

/** Runs `npm run <script>`; beside others, each line of its output is prefixed with its name. */
function runScript(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.on('error', (error) => console.log(`[${script}] could not start: ${error.message}`));
    for (const stream of [child.stdout, child.stderr])
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - started;
      console.log(`──── ${script}: ${seconds(ms)}, ${signal ? `killed by ${signal}` : `exit ${code}`}`);
      resolve({ script, ms, code: code ?? 1 });
    });
  });
}

function printTimes(total) {
  console.log("\nnpm test, phase by phase (wall clock; a step's phases ran side by side):");
  for (const [index, step] of timings.entries()) {
    console.log(`  step ${index + 1}: ${seconds(step.ms)}`);
    for (const phase of step.phases)
      console.log(
        `    ${phase.script.padEnd(16)} ${seconds(phase.ms).padStart(9)}${phase.code !== 0 ? '  FAILED' : ''}`,
      );
  }
  console.log(`  total: ${seconds(total)}`);
}

/** Runs a phase's scripts in order, stopping at the first that fails; each is timed on its own. */
async function run(phase, alone) {
  const results = [];
  for (const script of [phase].flat()) {
    const result = await runScript(script, alone);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const started = Date.now();
for (const step of STEPS) {
  const stepStarted = Date.now();
  const phases = (await Promise.all(step.map((phase) => run(phase, step.length === 1)))).flat();
  timings.push({ ms: Date.now() - stepStarted, phases });
  if (phases.some((phase) => phase.code !== 0)) {
    printTimes(Date.now() - started);
    process.exit(1);
  }
  // Step 1 has built the server from these sources: the tests that start server processes
  // start the build (tests/server/server-entry.ts), in about half the time of the sources.
  if (step === STEPS[0]) process.env.TEST_BUILT_SERVER = '1';
}
printTimes(Date.now() - started);
