import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  build: {
    outDir: '../build/ui',
    emptyOutDir: true,
    // The import graph, for the first-load budget (scripts/check-bundle-budget.mjs).
    manifest: true,
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
