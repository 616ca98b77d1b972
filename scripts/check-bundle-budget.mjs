// The first-load JavaScript of /login, gzipped: the entry (app/boot.ts), the app it
// imports (app/main.tsx), and every chunk those import statically, read from Vite's
// manifest. Login is in the app's first load; other screens load on their routes.
// Fails over the budget of issue 6 (200 KB gzip) and prints the figures either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dir = process.argv[2] ?? 'build/ui';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));

const loaded = new Set();
function load(key) {
  if (loaded.has(key)) return;
  loaded.add(key);
  for (const imported of manifest[key].imports ?? []) load(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
load(entry);
// The boot entry imports the app itself as soon as the shell has painted.
for (const dynamic of manifest[entry].dynamicImports ?? []) load(dynamic);

let total = 0;
for (const key of loaded) {
  const file = manifest[key].file;
  const bytes = gzipSync(readFileSync(join(dir, file))).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`first-load JavaScript of /login: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error('Over budget.');
  process.exit(1);
}
