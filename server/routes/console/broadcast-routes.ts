import { Hono } from 'hono';
import { Declaration, Notification, Paging, parseConsole } from '../../commands/console-commands.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';

/** POST /results: owners and results operators declare (settled as the operator API does it). */
export function resultRoutes(s: Services): Hono<ConsoleEnv> {
  const results = new Hono<ConsoleEnv>();
  results.use('*', allow('owner', 'results'));
  results.post(
    '/',
    handle((fields, c) =>
      s.console.results.declare(c.get('actor'), parseConsole(Declaration, fields), (declaration) =>
        s.settlement.declare(declaration),
      ),
    ),
  );
  return results;
}

/** /notifications: owners and support send to everyone or to one player, and list what was sent. */
export function notificationRoutes(s: Services): Hono<ConsoleEnv> {
  const notifications = new Hono<ConsoleEnv>();
  notifications.use('*', allow('owner', 'support'));
  notifications.post(
    '/',
    handle((fields, c) => s.console.notifications.send(c.get('actor'), parseConsole(Notification, fields))),
  );
  notifications.get(
    '/',
    handle((fields) => s.console.content.notifications(parseConsole(Paging, fields).page)),
  );
  return notifications;
}
