import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's render of /home (ui/app/render-home.tsx, issue 24 item 11) for Node:
// build/ui-ssr/render-home.js beside the built app, loaded by server/http/home-page.ts.
// Packages stay imports from node_modules; the app's own code and its CSS modules are built
// in, with the class names of the app's build.
export default defineConfig({
  root: 'ui',
  plugins: [react()],
  build: {
    ssr: 'app/render-home.tsx',
    outDir: '../build/ui-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'render-home.js' } },
  },
});
