import { Hono } from 'hono';
import type { Services } from '../../services/server-services.js';
import { type ConsoleEnv, requireSession } from './console-context.js';
import { notificationRoutes } from './broadcast-routes.js';
import { depositRoutes, withdrawalRoutes } from './desk-routes.js';
import { countRoutes } from './events-route.js';
import { auditRoutes, operatorRoutes } from './owner-routes.js';
import { playerRoutes } from './player-routes.js';
import { resultsDeskRoutes } from './results-desk-routes.js';
import { bannerRoutes, contentRoutes } from './content-routes.js';
import { reportRoutes } from './report-routes.js';
import { exportRoutes } from './export-routes.js';
import { sessionRoutes, signInRoute } from './session-routes.js';
import { marketSetupRoutes, settingsRoutes } from './setup-routes.js';

/**
 * The operator console's API at /console/api (docs/console-api.md). Sign-in needs no
 * session; every other call needs one, and each group of calls names the roles it is open
 * to. Every writing call appends to the audit trail in the same transaction.
 */
export function consoleApi(s: Services): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  // Operator answers carry players' data: no cache keeps them.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // Registered first, sign-in answers before the session check below is reached.
  api.route('/', signInRoute(s));
  api.use('*', requireSession(s));
  api.route('/', sessionRoutes(s));
  countRoutes(s, api);
  const groups: [string, (s: Services) => Hono<ConsoleEnv>][] = [
    ['/deposits', depositRoutes],
    ['/withdrawals', withdrawalRoutes],
    ['/players', playerRoutes],
    ['/results', resultsDeskRoutes],
    ['/notifications', notificationRoutes],
    ['/operators', operatorRoutes],
    ['/', auditRoutes],
    ['/markets', marketSetupRoutes],
    ['/settings', settingsRoutes],
    // Content and reports (console part 2).
    ['/content', contentRoutes],
    ['/banners', bannerRoutes],
    ['/reports', reportRoutes],
    ['/exports', exportRoutes],
  ];
  for (const [path, routes] of groups) api.route(path, routes(s));
  api.all('*', (c) => c.json({ error: `There is no console call ${c.req.method} ${c.req.path}.` }, 404));
  return api;
}
