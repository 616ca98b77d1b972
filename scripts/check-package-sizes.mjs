// The package's size budget per entry: what one typical import costs a browser bundle, from
// the built package (build/package/, `npm run build:package`), bundled and minified by esbuild as an
// app's bundler would, gzipped. Prints each figure; fails when one passes its budget.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');

/** Each entry, the import a typical user makes of it, and its budget in bytes gzip. */
const BUDGETS = [
  { entry: 'matka-core', names: ['familyPana'], budget: 3000 },
  { entry: 'matka-core', names: ['spMotor', 'InvalidBidInput', 'isInvalidBidInput'], budget: 3000 },
  { entry: 'matka-core/result-log', names: ['verifyResultLog'], budget: 2000 },
  { entry: 'matka-core/player', names: ['BetPlacement', 'BidSlip'], budget: 30_000 },
  { entry: 'matka-core/console', names: ['DepositDesk'], budget: 30_000 },
  { entry: 'matka-core/adapters', names: ['createHttpGateways'], budget: 45_000 },
];

// An app with the package installed: its name resolves through the package's exports.
const work = mkdtempSync(join(tmpdir(), 'package-sizes-'));
mkdirSync(join(work, 'node_modules'));
symlinkSync(join(ROOT, 'build/package'), join(work, 'node_modules', 'matka-core'), 'dir');
let over = 0;
try {
  for (const { entry, names, budget } of BUDGETS) {
    const file = join(work, 'app.js');
    writeFileSync(file, `import { ${names.join(', ')} } from '${entry}';\nconsole.log(${names.join(', ')});\n`);
    const result = await build({
      entryPoints: [file],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'error',
    });
    const bytes = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    const ok = bytes <= budget;
    if (!ok) over += 1;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${`import { ${names.join(', ')} } from '${entry}'`.padEnd(78)} ${String(bytes).padStart(6)} B gzip (budget ${budget})`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (over > 0) {
  console.error(`${over} of the package's entries passed their size budget.`);
  process.exit(1);
}
