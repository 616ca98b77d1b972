import react from '@vitejs/plugin-react';
import { packageEntries } from './vite.package-entries.js';
import { reactRouterProduction } from './vite.react-router-production.js';
import { defineConfig } from 'vite';

// The server's render of /home (ui/app/render-home.tsx) for Node:
// build/ui-ssr/render-home.js beside the built app, loaded by server/http/home-page.ts.
// One file with everything in it (React, Mantine, the router, i18next), built as production
// code: React's production server renderer draws home in about half the time of the
// development one that the server's NODE_ENV would otherwise pick. The CSS modules' class
// names are those of the app's build.
export default defineConfig({
  root: 'ui',
  plugins: [react()],
  resolve: { alias: [...packageEntries, ...reactRouterProduction] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  // The app's public files are the app build's, not this one's.
  publicDir: false,
  build: {
    ssr: 'app/render-home.tsx',
    outDir: '../build/ui-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'render-home.js' } },
  },
});
