// The first-load JavaScript of /login: the entry script of the built index.html and every
// module it preloads (login is in the entry; other screens load on their routes), gzipped.
// Fails over the budget of issue 6 (200 KB gzip) and prints the figures either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dir = process.argv[2] ?? 'build/ui';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);
if (scripts.length === 0) throw new Error(`no scripts found in ${dir}/index.html`);

let total = 0;
for (const src of [...new Set(scripts)]) {
  const bytes = gzipSync(readFileSync(join(dir, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
const kb = total / 1024;
console.log(`first-load JavaScript of /login: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error('Over budget.');
  process.exit(1);
}
