import { defineConfig } from 'tsup';

// The npm package (built into build/package/, with package/package.json as its manifest), one entry per need (README, "Using the package"), each as ESM + CJS with
// type declarations for both: the numbers (the root), the player's and the console's use cases,
// the result-log check alone, the adapters, and the testing kit (fast-check is its peer).
// The ESM builds share chunks, so an app that imports two entries carries their code once.
/** Each entry of the package (its file in dist/) and the source it is built from. */
export const PACKAGE_ENTRIES: Record<string, string> = {
  index: 'core/entries/numbers.ts',
  player: 'core/entries/player.ts',
  console: 'core/entries/console.ts',
  'result-log': 'core/entries/result-log.ts',
  adapters: 'adapters/index.ts',
  testing: 'testing/index.ts',
};

export default defineConfig({
  entry: PACKAGE_ENTRIES,
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.package.json',
  outDir: 'build/package/dist',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
