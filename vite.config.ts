import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstLoadChunks } from './vite.first-load-chunks.js';

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  // RxJS's ES2015 build (classes, no tslib helpers for them) rather than its ES5 default:
  // 1.2 KB gzip less on the first load, the same code.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: '../build/ui',
    emptyOutDir: true,
    // The import graph, for the first-load budget (scripts/check-bundle-budget.mjs).
    manifest: true,
    // The first load in two chunks, not thirty (see vite.first-load-chunks.ts).
    rolldownOptions: { output: { codeSplitting: firstLoadChunks() } },
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['tests/**/*.test.{ts,tsx}'],
          // Mantine's stylesheets are of no use to component tests.
          css: false,
          exclude: ['tests/package/**', 'tests/e2e/**', 'tests/server/**'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          // The reference server over real HTTP and PostgreSQL (PGlite, or DATABASE_URL).
          name: 'server',
          root: '.',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pack',
          root: '.',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
