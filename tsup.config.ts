import { defineConfig } from 'tsup';

// The npm package: core/ (`matka-core`) and adapters/ (`matka-core/adapters`) as ESM + CJS
// with type declarations for both. The adapters bundle imports core from the package itself.
export default defineConfig({
  entry: { index: 'core/index.ts', adapters: 'adapters/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.package.json',
  outDir: 'dist',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
