import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstLoadChunks } from './vite.first-load-chunks.js';
import { packageEntries } from './vite.package-entries.js';
import { reactRouterProduction } from './vite.react-router-production.js';
import { SlowFilesFirstSequencer } from './tests/slow-files-first-sequencer.js';

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  // RxJS's ES2015 build (classes, no tslib helpers for them) rather than its ES5 default:
  // 1.2 KB gzip less on the first load, the same code.
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    // The tests keep React Router's development build: its warnings are for them.
    alias: [...packageEntries, ...(process.env.VITEST ? [] : reactRouterProduction)],
  },
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
    // Three threads to two cores: the server tests wait on sockets and child processes much of the time.
    maxWorkers: 3,
    sequence: { sequencer: SlowFilesFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          // Core, adapters and the architecture rules: plain modules with no state between
          // files, so the files share one module cache per worker (isolation cost 45 s of 50).
          name: 'unit',
          root: '.',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/package/**', 'tests/e2e/**', 'tests/server/**', 'tests/ui/**'],
          isolate: false,
          // The adapters' property tests make hundreds of HTTP calls: seconds on a loaded host.
          testTimeout: 60_000,
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          // Component tests: each file in a fresh module graph (React, i18next and Mantine hold state).
          name: 'ui',
          root: '.',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          // Mantine's stylesheets are of no use to component tests.
          css: false,
          // A screen test renders the app several times; on a loaded 2-core host that takes tens of seconds.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The reference server over real HTTP and PostgreSQL (PGlite, or DATABASE_URL).
          name: 'server',
          root: '.',
          include: ['tests/server/**/*.test.ts'],
          // The migrations run once; each test's database is a copy of the migrated one.
          globalSetup: ['tests/server/migrated-template.ts'],
          // Every server and database is made per test file, and the server keeps no module
          // state a test leaves behind: the files share one module cache per worker.
          isolate: false,
          // Some tests start server processes of their own: minutes on a loaded host, not seconds.
          testTimeout: 120_000,
          hookTimeout: 120_000,
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
