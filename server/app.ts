import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { relative } from 'node:path';

export interface AppOptions {
  /** The folder of the built UI (`vite build` output). */
  uiDir: string;
}

/** The one HTTP app: the built UI at `/`, with the API routes to come beside it. */
export function createApp({ uiDir }: AppOptions): Hono {
  // serveStatic resolves its root against the working directory.
  const root = relative(process.cwd(), uiDir) || '.';
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.use('*', async (c, next) => {
    await next();
    // Vite names assets by content hash, so they may be cached for good; pages must not be.
    if (c.res.ok && c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));

  // Any other GET of a path without a file extension is a client-side route: answer with
  // the app's page. A missing file (`/assets/gone.js`) stays a 404.
  app.get('*', (c, next) => (/\.[^/]*$/.test(c.req.path) ? c.notFound() : next()), serveStatic({ root, path: 'index.html' }));

  return app;
}
