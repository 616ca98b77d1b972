// The ESM entries' declarations, file by file with declaration maps, and the sources the maps
// point at: a package user's "go to definition" opens the TypeScript that was written, not a
// bundled .d.ts. Runs after tsup (npm run build:package):
// - tsc writes dist/types/<path>.d.ts and .d.ts.map for core, the adapters, the testing kit
//   and the wire contract they use (tsconfig.declarations.json);
// - each ESM entry's dist/<entry>.d.ts becomes one line that exports its entry file's types;
// - each map's source is copied to src/<path>.ts, and the map is pointed at that copy.
// The CommonJS entries keep tsup's bundled .d.cts (a .d.ts under "type": "module" reads as ESM).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PACKAGE_ENTRIES } from '../tsup.config.js';

const ROOT = join(import.meta.dirname, '..');
const STAGE = join(ROOT, 'build/package');
const TYPES = join(STAGE, 'dist/types');
const SOURCES = join(STAGE, 'src');

rmSync(TYPES, { recursive: true, force: true });
rmSync(SOURCES, { recursive: true, force: true });
execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.declarations.json'], {
  cwd: ROOT,
  stdio: 'inherit',
});

// tsup's bundled ESM declarations (entries and their shared chunks) give way to the files.
for (const file of readdirSync(join(STAGE, 'dist')).filter((name) => name.endsWith('.d.ts')))
  rmSync(join(STAGE, 'dist', file));
for (const [entry, source] of Object.entries(PACKAGE_ENTRIES)) {
  const declarations = `./types/${source.replace(/\.ts$/, '.js')}`;
  writeFileSync(join(STAGE, 'dist', `${entry}.d.ts`), `export * from '${declarations}';\n`);
}

let shipped = 0;
const files = readdirSync(TYPES, { recursive: true, encoding: 'utf8' }).map((file) => join(TYPES, file));
for (const mapFile of files.filter((file) => file.endsWith('.d.ts.map'))) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string };
  map.sources = map.sources.map((source) => {
    const original = resolve(dirname(mapFile), map.sourceRoot ?? '', source);
    const inRepository = relative(ROOT, original);
    if (inRepository.startsWith('..')) throw new Error(`${mapFile} points outside the repository: ${source}`);
    const copy = join(SOURCES, inRepository);
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(original, copy);
    shipped += 1;
    return relative(dirname(mapFile), copy).split(sep).join('/');
  });
  map.sourceRoot = '';
  writeFileSync(mapFile, JSON.stringify(map));
}
console.log(`Declarations with maps in build/package/dist/types/, ${shipped} sources in build/package/src/.`);
