import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The reference server compiled for production (`npm run serve`): one ESM file per entry in
// build/server/, its own code and core's bundled in, packages from node_modules left as
// imports, the SQL migrations copied beside it.
export default defineConfig({
  entry: { main: 'server/main.ts', operator: 'server/operator.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'build/server',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
  // Packages stay imports; core, which the server imports by the package's entries, is bundled.
  external: [/^(?!matka-core(\/|$))[^./]/],
  onSuccess: async () => cpSync('server/db/migrations', 'build/server/migrations', { recursive: true }),
});
