import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { relative } from 'node:path';
import { BANNER_MAX_BYTES, sizeInWords } from 'matka-core/console';
import { answerUnexpected, rejectBadEncoding } from './http/bad-requests.js';
import { homePage } from './routes/home-page.js';
import { Readiness } from './http/readiness.js';
import { securityHeaders } from './http/security-headers.js';
import { apiRoutes } from './routes/api-routes.js';
import { chartPages } from './routes/chart-pages.js';
import { consoleApi } from './routes/console/console-api.js';
import { legacyRoutes } from './routes/legacy-routes.js';
import { loginPage } from './routes/login-page.js';
import { operatorRoutes } from './routes/operator-routes.js';
import { resultLogRoute } from './routes/result-log-route.js';
import type { Services } from './services/server-services.js';
import type { ConsoleSmsSender } from './services/accounts/sms-sender.js';

export interface AppOptions {
  services: Services;
  operatorToken: string;
  /** The folder of the built UI; none serves the API alone. */
  uiDir?: string | undefined;
  /** Demo mode serves the OTP outbox at /dev/otp. */
  demoOutbox?: ConsoleSmsSender | undefined;
  /** Behind a TLS-terminating proxy of ours: its X-Forwarded-Proto says whether the request came over TLS. The services' config unless told. */
  trustProxy?: boolean | undefined;
  /** What /readyz answers from: the process's own (main.ts drains it at shutdown); one over services.db unless given. */
  readiness?: Readiness | undefined;
}

/** The one HTTP app: /api, /api2, /results, /operator, /console/api, and the built UI at /. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders({ trustProxy: options.trustProxy ?? options.services.config.trustProxy }));
  app.use(rejectBadEncoding);
  app.onError(answerUnexpected);
  // Liveness: the process answers. Readiness (for a load balancer): the database answers too, and the process is not shutting down.
  app.get('/healthz', (c) => c.json({ ok: true }));
  const readiness = options.readiness ?? new Readiness(options.services.db);
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const notReady = await readiness.check();
    return notReady ? c.json({ ready: false, reason: notReady }, 503) : c.json({ ready: true });
  });
  // A deposit carries its screenshot as a data URL: 6 MB covers the 3 MB image limit.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 6 * 1024 * 1024,
      onError: (c) =>
        refuseUnread(c, { success: false, message: 'The request is too large.', error: 'The request is too large.' }),
    }),
  );
  app.use(
    '/api2/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => refuseUnread(c, { success: '0', msg: 'The request is too large.' }),
    }),
  );
  app.use(
    '/operator/*',
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => refuseUnread(c, { error: 'The request is too large.' }) }),
  );
  app.route('/api', apiRoutes(options.services));
  app.route('/api2', legacyRoutes(options.services));
  // The public result log (before the chart pages, which frame what they answer).
  app.get('/results/log.json', resultLogRoute(options.services));
  app.route('/results', chartPages(options.services));
  app.route('/operator', operatorRoutes(options.services, options.operatorToken));
  // The operator console's API (docs/console-api.md); the console's page is served by serveUi.
  // A banner comes as a data URL: 2 MB lets the content desk say how large an image of up to ~1.5 MB is.
  const bannerLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: (c) =>
      refuseUnread(c, {
        error: `The image is far too large: a banner may be at most ${sizeInWords(BANNER_MAX_BYTES)}.`,
      }),
  });
  const consoleLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => refuseUnread(c, { error: 'The request is too large.' }),
  });
  app.use('/console/api/*', (c, next) =>
    c.req.method === 'POST' && c.req.path === '/console/api/banners' ? bannerLimit(c, next) : consoleLimit(c, next),
  );
  app.route('/console/api', consoleApi(options.services));

  const outbox = options.demoOutbox;
  if (outbox) {
    app.get('/dev/otp', (c) => {
      const code = outbox.latest(c.req.query('mobile') ?? '');
      return code ? c.json({ otp: code }) : c.json({ error: 'No OTP was sent to this mobile.' }, 404);
    });
  }

  if (options.uiDir) serveUi(app, options.uiDir, options.services);
  return app;
}

function serveUi(app: Hono, uiDir: string, services: Services): void {
  // serveStatic resolves its root against the working directory.
  const root = relative(process.cwd(), uiDir) || '.';
  app.use('*', async (c, next) => {
    await next();
    // Vite names assets by content hash, so they may be cached for good; pages must not be,
    // nor the service worker: the browser must see each deploy's new precache manifest.
    if (c.res.ok && c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (c.req.path === '/sw.js' || c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.header('Cache-Control', 'no-cache');
  });
  // The build carries .br and .gz files (scripts/compress-build.mjs): the smaller one the browser accepts is sent.
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing file (`/assets/gone.js`, anything under /assets/) is a 404 that no cache keeps:
  // the next deploy may bring it. Any other GET of a path without a file extension is a
  // client-side route: answer with the app's page.
  const missing = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found.', 404);
  };
  app.get('/assets/*', missing);
  // The operator console is a page of its own (its own build; its assets are under /assets
  // too): /console and every client-side route under it answer the console's page. An
  // unknown /console/api/ call stays a 404, never a page.
  const consolePage = serveStatic({ root, path: 'console/index.html', precompressed: true });
  const isFileOrApi = (path: string) => path.startsWith('/console/api/') || /\.[^/]*$/.test(path);
  app.get('/console', consolePage);
  app.get('/console/*', (c, next) => (isFileOrApi(c.req.path) ? missing(c) : next()), consolePage);
  // The login screen's page is prerendered at build time in every language (routes/login-page.ts):
  // it paints before any script. Without it (the sources' ui/ folder) /login is the app's page.
  app.get('/login', loginPage(uiDir, root));
  // /home is rendered here with the markets and banners (http/home-page.ts), when the build has
  // its renderer; else it is the app's page below.
  const home = homePage(uiDir, services);
  if (home) app.get('/home', home);
  app.get(
    '*',
    (c, next) => (/\.[^/]*$/.test(c.req.path) ? missing(c) : next()),
    serveStatic({ root, path: 'index.html', precompressed: true }),
  );
}

/**
 * A request refused for its size before its body was read: the server drops the connection
 * after answering (the rest of the body is never read), and says so, so a client does not send
 * its next request on that connection and see it cut ("other side closed").
 */
function refuseUnread(c: Context, answer: object) {
  c.header('Connection', 'close');
  return c.json(answer, 413);
}
