import { defineConfig } from 'tsup';

// The npm package: core/ as ESM + CJS with type declarations for both.
export default defineConfig({
  entry: { index: 'core/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.core.json',
  outDir: 'dist',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
