// Reads the JSON report of `vitest bench` and checks the generator budget of the
// foundation issue: a median under 50 µs per call. Prints every figure either way.
import { readFileSync } from 'node:fs';

const BUDGET_US = 50;
const report = JSON.parse(readFileSync(process.argv[2] ?? 'bench/results.json', 'utf8'));
const rows = report.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
if (rows.length === 0) throw new Error('the benchmark report holds no benchmarks');

const us = (ms) => (ms * 1000).toFixed(2).padStart(8);
console.log(`\n${'benchmark'.padEnd(32)}  median µs    p99 µs   calls/s`);
let over = 0;
for (const row of rows) {
  const fails = row.median * 1000 >= BUDGET_US;
  if (fails) over++;
  console.log(
    `${row.name.padEnd(32)}  ${us(row.median)}  ${us(row.p99)}  ${Math.round(row.hz).toLocaleString('en').padStart(10)}${fails ? '  OVER BUDGET' : ''}`,
  );
}
if (over > 0) {
  console.error(`\n${over} benchmark(s) over the ${BUDGET_US} µs median budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} medians are under ${BUDGET_US} µs per call.`);
