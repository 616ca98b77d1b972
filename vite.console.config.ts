import react from '@vitejs/plugin-react';
import { packageEntries } from './vite.package-entries.js';
import { reactRouterProduction } from './vite.react-router-production.js';
import { defineConfig } from 'vite';

// The operator console's build: a second pass into the same build/ui (its page at
// /console/index.html, its chunks beside the player app's under /assets). A second input of
// the player's build would have shared chunks between the two apps and so changed the
// player app's first load (+2 KB gzip measured); apart, the player's build is untouched.
export default defineConfig({
  root: 'ui',
  plugins: [react()],
  resolve: { alias: [...packageEntries, ...reactRouterProduction] },
  build: {
    outDir: '../build/ui',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/console-manifest.json',
    rollupOptions: { input: { console: 'ui/console/index.html' } },
  },
});
