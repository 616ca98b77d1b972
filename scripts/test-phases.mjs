// npm test: every check of the repository, phase by phase, with each phase's time printed at
// the end (and on the first failure), so the next person sees where the time goes.
// Phases in one step run side by side where the two cores would otherwise idle (the e2e
// suite waits on its browser most of the time); Lighthouse runs alone, since its scores read
// the machine's load.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const STEPS = [
  ['format:check', 'lint', 'typecheck', 'ensure-chromium', 'build'],
  ['test:unit'],
  ['budgets'],
  ['test:e2e', 'test:postgres', 'test:pack'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

/** Runs `npm run <script>`; beside others, each line of its output is prefixed with its name. */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      console.log(`──── ${script}: ${seconds(ms)}, exit ${code}`);
      resolve({ script, ms, code });
    });
  });
}

function printTimes(total) {
  console.log("\nnpm test, phase by phase (wall clock; a step's phases ran side by side):");
  for (const [index, step] of timings.entries()) {
    console.log(`  step ${index + 1}: ${seconds(step.ms)}`);
    for (const phase of step.phases)
      console.log(`    ${phase.script.padEnd(16)} ${seconds(phase.ms).padStart(9)}${phase.code ? '  FAILED' : ''}`);
  }
  console.log(`  total: ${seconds(total)}`);
}

const started = Date.now();
for (const step of STEPS) {
  const stepStarted = Date.now();
  const phases = await Promise.all(step.map((script) => run(script, step.length === 1)));
  timings.push({ ms: Date.now() - stepStarted, phases });
  if (phases.some((phase) => phase.code !== 0)) {
    printTimes(Date.now() - started);
    process.exit(1);
  }
}
printTimes(Date.now() - started);
