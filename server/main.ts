// Starts the reference server: `npm start` runs it after building the UI.
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 8080);
const uiDir = join(import.meta.dirname, '..', 'build', 'ui');

if (!existsSync(join(uiDir, 'index.html'))) {
  console.error(`No built UI in ${uiDir}. Run \`npm run build:ui\` first (\`npm start\` does it for you).`);
  process.exit(1);
}

const server = serve({ fetch: createApp({ uiDir }).fetch, port }, (info) => {
  console.log(`matka-core is serving on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
