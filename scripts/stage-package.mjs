// The npm package as it is published, in build/package/: tsup's build (dist/), the package's own
// manifest (package/package.json: its entries and dependencies, none of the app's scripts or
// tools), its README for npm (package/README.md), the CHANGELOG, the licence and the API reports
// (docs/api/). Publish it with
// `npm publish build/package`; the repository's own package.json is private.
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAGE = join(ROOT, 'build/package');

if (!existsSync(join(STAGE, 'dist/index.js'))) {
  console.error('build/package/dist is missing: run tsup first (npm run build:package).');
  process.exit(1);
}

// The app runs the versions the package declares: a range that drifts from the app's is refused.
const app = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(ROOT, 'package/package.json'), 'utf8'));
const drifted = Object.entries(manifest.dependencies ?? {}).filter(
  ([name, range]) => app.dependencies?.[name] !== range,
);
if (drifted.length > 0) {
  for (const [name, range] of drifted)
    console.error(`package/package.json asks ${name}@${range}, the app has ${app.dependencies?.[name] ?? 'none'}.`);
  process.exit(1);
}
if (manifest.version !== app.version) {
  console.error(`package/package.json is version ${manifest.version}, the repository ${app.version}: make them one.`);
  process.exit(1);
}

copyFileSync(join(ROOT, 'package/package.json'), join(STAGE, 'package.json'));
copyFileSync(join(ROOT, 'package/README.md'), join(STAGE, 'README.md'));
copyFileSync(join(ROOT, 'CHANGELOG.md'), join(STAGE, 'CHANGELOG.md'));
copyFileSync(join(ROOT, 'LICENSE'), join(STAGE, 'LICENSE'));
// The API reports, the reference the README links: in the package too, beside the types.
rmSync(join(STAGE, 'api'), { recursive: true, force: true });
cpSync(join(ROOT, 'docs/api'), join(STAGE, 'api'), { recursive: true });
console.log('The package is in build/package/ (npm pack build/package, npm publish build/package).');
