import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  build: {
    outDir: '../build/ui',
    emptyOutDir: true,
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
          exclude: ['tests/package/**', 'tests/e2e/**'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
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
